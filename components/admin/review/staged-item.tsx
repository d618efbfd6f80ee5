import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import { collectionPath } from "@/lib/collections/fields";
import type { CollectionName } from "@/lib/collections/registry";
import {
  type ItemDraft,
  type StagedListInfo,
  stagedItemName,
  stagedItemPage,
} from "@/lib/collections/staged";
import { PreviewLink } from "./preview-link";
import { dangerButton, secondaryButton } from "../shell/styles";

const t = adminText.drafts;

interface StagedItemProps {
  collection: CollectionName;
  draft: ItemDraft;
  info: StagedListInfo;
  busy: boolean;
  when: string;
  onDiscard: () => void;
}

/** One staged item in the staged changes: what it is, who staged it, preview, open, discard. */
export function StagedItem({ collection, draft, info, busy, when, onDiscard }: StagedItemProps) {
  const name = stagedItemName(info, draft) ?? t.removedItem;
  const kind = draft.item === null ? "removal" : draft.base_updated_at === null ? "new" : "change";
  return (
    <li
      data-testid="staged-item"
      data-item={`${draft.collection}:${draft.item_id}`}
      className="rounded-xl border border-border bg-background p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold break-words text-foreground">
            <span className="mr-2 inline-block rounded-full border border-accent/40 px-2 text-xs font-medium text-accent">
              {t.itemKind[kind]}
            </span>
            {t.itemTitle(info.title, name)}
          </h3>
          <p className="mt-0.5 text-xs text-muted">
            {t.stagedBy(draft.staged_by_email ?? "—", when)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PreviewLink path={stagedItemPage(info, draft.item)} label={t.previewItemLabel(name)}>
            {t.preview}
          </PreviewLink>
          <a
            href={collectionPath(collection, `/${draft.item_id}`)}
            aria-label={t.openLabel(name)}
            className={secondaryButton}
          >
            <InterfaceIcon name="pencil" className="size-4" />
            {t.open}
          </a>
          <button
            type="button"
            onClick={onDiscard}
            disabled={busy}
            aria-label={t.discardItemLabel(name)}
            className={dangerButton}
          >
            {t.discard}
          </button>
        </div>
      </div>
    </li>
  );
}
