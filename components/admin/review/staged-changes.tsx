import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import { isStagedList, type StagedLists, stagedItemPage } from "@/lib/collections/staged";
import { unscheduled } from "./drafts-source";
import type { ContentItem } from "../site-text/state/content-list";
import { PreviewLink } from "./preview-link";
import { StagedItem } from "./staged-item";
import { card, dangerButton, primaryButton } from "../shell/styles";
import { TextPair } from "../shell/text-pair";
import type { Drafts } from "./use-drafts";

const t = adminText.drafts;

interface StagedChangesProps {
  drafts: Drafts;
  /** The published rows, to show what each draft replaces. */
  items: readonly ContentItem[];
  /** The public page where a key shows, to preview it there. */
  pathOf(key: string): string;
  /** The website's default text of a key the site uses. */
  defaultOf(key: string): string | undefined;
  /** How to name and preview the staged items of each list. */
  lists?: StagedLists;
  /** Whether this member publishes; an author asks for review instead. */
  canPublish?: boolean;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** What editors have staged, with preview on the real pages, and publish or discard for all. */
export function StagedChanges({
  drafts,
  items,
  pathOf,
  defaultOf,
  lists = {},
  canPublish = true,
}: StagedChangesProps) {
  const { list, busy } = drafts;
  // Scheduled changes are listed with their publication (below), which publishes them.
  const staged = list.state === "loaded" ? unscheduled(list.drafts) : [];
  const allItems = list.state === "loaded" ? unscheduled(list.items) : [];
  const stagedItems = allItems.flatMap((draft) => {
    const collection = draft.collection;
    if (!isStagedList(lists, collection)) return [];
    const info = lists[collection];
    return info ? [{ draft, info, collection }] : [];
  });
  // Publishing applies every staged item, including any of a list this screen cannot name.
  const count = staged.length + allItems.length;
  const firstPath = staged[0]
    ? pathOf(staged[0].content_key)
    : stagedItems[0]
      ? stagedItemPage(stagedItems[0].info, stagedItems[0].draft.item)
      : "/";
  const live = new Map(items.map((item) => [item.content_key, item.content_value]));

  return (
    <section id="staged-changes" aria-labelledby="staged-changes-title" className={card}>
      <h2
        id="staged-changes-title"
        className="flex items-center gap-2 text-xl font-bold text-foreground"
      >
        <InterfaceIcon name="pencil" className="size-5 text-accent" />
        {t.title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t.intro}</p>

      {list.state === "loading" ? (
        <p role="status" className="mt-4 text-sm text-muted">
          {t.loading}
        </p>
      ) : list.state === "failed" ? (
        <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
          {t.failed(list.message)}
        </p>
      ) : count === 0 ? (
        <p className="mt-4 text-sm text-muted">{t.empty}</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap gap-2">
            {canPublish && (
              <button
                type="button"
                onClick={() => void drafts.publishAll()}
                disabled={busy}
                className={primaryButton}
              >
                <InterfaceIcon name="check" className="size-4" />
                {busy ? t.publishing : t.publish(count)}
              </button>
            )}
            <PreviewLink path={firstPath}>{t.preview}</PreviewLink>
            <button
              type="button"
              onClick={() => void drafts.discard(staged, allItems)}
              disabled={busy}
              className={dangerButton}
            >
              <InterfaceIcon name="trash" className="size-4" />
              {t.discardAll}
            </button>
          </div>
          <ul className="mt-4 flex flex-col gap-3" data-testid="staged-changes">
            {stagedItems.map(({ draft, info, collection }) => (
              <StagedItem
                key={`${collection}:${draft.item_id}`}
                collection={collection}
                draft={draft}
                info={info}
                busy={busy}
                when={when(draft.staged_at)}
                onDiscard={() => void drafts.discard([], [draft])}
              />
            ))}
            {staged.map((draft) => {
              const key = draft.content_key;
              const now = live.get(key);
              return (
                <li
                  key={key}
                  data-testid="staged-change"
                  data-key={key}
                  className="rounded-xl border border-border bg-background p-4"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="font-mono text-sm font-semibold break-all text-accent">
                        {key}
                      </h3>
                      <p className="mt-0.5 text-xs text-muted">
                        {t.stagedBy(draft.staged_by_email ?? "—", when(draft.staged_at))}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <PreviewLink path={pathOf(key)} label={t.previewLabel(key)}>
                        {t.preview}
                      </PreviewLink>
                      <button
                        type="button"
                        onClick={() => void drafts.discard([draft])}
                        disabled={busy}
                        aria-label={t.discardLabel(key)}
                        className={dangerButton}
                      >
                        {t.discard}
                      </button>
                    </div>
                  </div>
                  <TextPair
                    className="mt-3 gap-3 text-sm"
                    pair={[
                      { label: t.mark, text: draft.content_value ?? t.toDefault },
                      {
                        label: t.nowLive,
                        text: now ?? defaultOf(key) ?? t.nothingLive,
                        muted: true,
                      },
                    ]}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
