import { InterfaceIcon } from "@/components/ui/interface-icon";
import { EditingMark } from "../activity/editing-mark";
import { StagedMark } from "../review/staged-mark";
import { adminText } from "@/content/admin";
import { cn } from "@/lib/cn";
import { blanksIn } from "@/lib/fill-in";
import { EditBox } from "./edit-box";
import { HistorySection } from "./history-section";
import { TextLinks } from "./text-links";
import { fieldLabel } from "@/lib/site-text/field-label";
import type { PageField } from "./state/page-fields";
import type { ContentPanel } from "./use-content-panel";
import { dangerButton, secondaryButton } from "../shell/styles";

const t = adminText.pages;

interface PageFieldRowProps {
  panel: ContentPanel;
  field: PageField;
  /** The page's name, shown in search results, which mix pages. */
  pageLabel?: string;
  /** The public page the text shows on, to edit it there. */
  pagePath?: string;
}

/** One text of a page: what it shows now, whether that is stored or the default, and its edit. */
export function PageFieldRow({ panel, field, pageLabel, pagePath }: PageFieldRowProps) {
  const { entry, item, value } = field;
  const { busy, edits } = panel.state;
  const edit = edits[entry.key];
  const name = fieldLabel(entry.field);
  const resetting = busy?.kind === "delete" && busy.key === entry.key;
  const stored = item !== undefined;
  const blanks = blanksIn(entry.default);
  const blanksHint = `blanks-${entry.key}`;

  return (
    <li
      data-testid="page-field"
      data-key={entry.key}
      data-stored={stored}
      className="rounded-xl border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold break-words text-foreground">{name}</h3>
            <span
              title={stored ? t.storedHint : t.defaultHint}
              className={cn(
                "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
                stored
                  ? "border-accent bg-accent/10 text-accent"
                  : "border-border bg-surface text-muted",
              )}
            >
              <InterfaceIcon name={stored ? "pencil" : "check"} className="size-3" />
              {stored ? t.stored : t.defaultMarker}
              <span className="sr-only">: {stored ? t.storedHint : t.defaultHint}</span>
            </span>
          </div>
          {pageLabel && <p className="mt-0.5 text-xs text-muted">{t.onPage(pageLabel)}</p>}
          {blanks.length > 0 && (
            <p id={blanksHint} className="mt-0.5 text-xs text-muted">
              {t.blanks(blanks)}
            </p>
          )}
          <EditingMark contentKey={entry.key} />
          <StagedMark contentKey={entry.key} />
          <TextLinks contentKey={entry.key} from="pages" pagePath={pagePath} />
        </div>
        {!edit && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => panel.startEdit(entry.key, item ?? null, value)}
              disabled={busy !== null}
              aria-label={t.editLabel(name)}
              className={secondaryButton}
            >
              <InterfaceIcon name="pencil" className="size-4" />
              {t.edit}
            </button>
            {item && (
              <button
                type="button"
                onClick={() => void panel.remove(item, "reset")}
                disabled={busy !== null}
                aria-label={t.resetLabel(name)}
                className={dangerButton}
              >
                {resetting ? t.resetting : t.reset}
              </button>
            )}
          </div>
        )}
      </div>

      {edit ? (
        <div className="mt-3">
          <EditBox
            panel={panel}
            edit={edit}
            inputId={`page-field-${entry.key}`}
            label={t.valueLabel(name)}
            multiline={entry.multiline || edit.original.includes("\n")}
            describedBy={blanks.length > 0 ? blanksHint : undefined}
          />
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm leading-6 break-words whitespace-pre-wrap text-foreground">
            {value}
          </p>
          {stored && entry.default !== value && (
            <p className="mt-1 text-xs leading-5 break-words whitespace-pre-wrap text-muted">
              <span className="font-semibold">{t.defaultWas}</span> {entry.default}
            </p>
          )}
          <HistorySection
            panel={panel}
            contentKey={entry.key}
            current={item?.content_value}
            version={item?.updated_at}
          />
        </>
      )}
    </li>
  );
}
