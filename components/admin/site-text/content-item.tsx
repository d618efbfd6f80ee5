import { memo } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import { EditBox } from "./edit-box";
import { EditingMark } from "../activity/editing-mark";
import { StagedMark } from "../review/staged-mark";
import { HistorySection } from "./history-section";
import { TextLinks } from "./text-links";
import { needsTextarea, type ContentItem } from "./state/content-list";
import type { ContentPanel } from "./use-content-panel";
import { dangerButton, secondaryButton } from "../shell/styles";

interface ContentItemViewProps {
  panel: ContentPanel;
  item: ContentItem;
  /** Where the key's text shows on the public site, when the site reads it. */
  location: string | undefined;
  /** The blanks the site fills into the key's words, which they must keep. */
  blanks: readonly string[] | undefined;
  /** The public page the key's text shows on, when the site reads it. */
  pagePath: string | undefined;
}

const t = adminText.list;

/** One row of 'Manage Content': key and value, or the edit box with any conflict shown in place. */
function ContentItemRow({ panel, item, location, blanks, pagePath }: ContentItemViewProps) {
  const { busy, edits } = panel.state;
  const key = item.content_key;
  const edit = edits[key];
  const deleting = busy?.kind === "delete" && busy.key === key;
  const blanksHint = `list-blanks-${item.id}`;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-mono text-sm font-semibold break-all text-accent">{key}</h3>
          <p className="mt-0.5 text-xs break-words text-muted">
            {location ? `${adminText.siteText.shownOn} ${location}` : adminText.siteText.notShown}
          </p>
          {blanks && (
            <p id={blanksHint} className="mt-0.5 text-xs break-words text-muted">
              {adminText.pages.blanks(blanks)}
            </p>
          )}
          <EditingMark contentKey={key} />
          <StagedMark contentKey={key} />
          {pagePath !== undefined && <TextLinks contentKey={key} from="list" pagePath={pagePath} />}
        </div>
        {!edit && (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => panel.startEdit(key, item, item.content_value)}
              disabled={busy !== null}
              aria-label={t.editLabel(key)}
              className={secondaryButton}
            >
              <InterfaceIcon name="pencil" className="size-4" />
              {t.edit}
            </button>
            <button
              type="button"
              onClick={() => void panel.remove(item, "delete")}
              disabled={busy !== null}
              aria-label={t.deleteLabel(key)}
              className={dangerButton}
            >
              <InterfaceIcon name="trash" className="size-4" />
              {deleting ? t.deleting : t.delete}
            </button>
          </div>
        )}
      </div>

      {edit ? (
        <EditBox
          panel={panel}
          edit={edit}
          inputId={`value-${item.id}`}
          label={t.valueLabel(key)}
          multiline={needsTextarea(edit.base?.content_value ?? edit.original)}
          describedBy={blanks ? blanksHint : undefined}
          specList
        />
      ) : (
        <>
          <p className="text-sm leading-6 break-words whitespace-pre-wrap text-foreground">
            {item.content_value}
          </p>
          <HistorySection
            panel={panel}
            contentKey={key}
            current={item.content_value}
            version={item.updated_at}
          />
        </>
      )}
    </div>
  );
}

/**
 * A row renders again only when what it shows changed: its row, its edit, or whether a write is
 * under way. Every live change gives the panel a new state, and with thousands of texts and
 * many editors at work, re-rendering the hundred rows on screen for each was most of its cost.
 * The panel's actions read its latest state through refs, so a row's earlier panel acts alike.
 */
function sameRow(before: ContentItemViewProps, after: ContentItemViewProps): boolean {
  const key = after.item.content_key;
  return (
    before.item === after.item &&
    before.location === after.location &&
    before.blanks === after.blanks &&
    before.pagePath === after.pagePath &&
    before.panel.state.edits[key] === after.panel.state.edits[key] &&
    before.panel.state.busy === after.panel.state.busy
  );
}

export const ContentItemView = memo(ContentItemRow, sameRow);
