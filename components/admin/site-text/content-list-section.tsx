import { memo, useDeferredValue, useMemo, useState } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText, STAGGER_SECONDS } from "@/content/admin";
import { ContentItemView } from "./content-item";
import type { ContentItem } from "./state/content-list";
import { contentPage, pageOfKey } from "./state/content-pages";
import { listRows } from "./state/panel-state";
import type { ContentPanel } from "./use-content-panel";
import { useSettled } from "../shell/use-settled";
import { Field } from "../shell/field";
import { card, field, largeHint, secondaryButton } from "../shell/styles";

const t = adminText.list;

/** The entrance stagger stops here: rows further down are below the fold anyway. */
const STAGGERED_ROWS = 20;

/** How long typing in the search must pause before screen readers hear what it found. */
const ANNOUNCE_AFTER_MS = 1000;

interface ContentListSectionProps {
  panel: ContentPanel;
  /** Where each site-text key shows on the public site. */
  locations: ReadonlyMap<string, string>;
  /** The blanks a site-text key's words must keep, for the keys that have any. */
  blanks: ReadonlyMap<string, readonly string[]>;
  /** The public page each site-text key shows on. */
  paths: ReadonlyMap<string, string>;
  /** A search to start with (a link to one text's row names its key). */
  find?: string;
}

/**
 * The spec's Manage Content list: every stored row in created_at order, a page at a time, with
 * a search over every key and value. A row this editor adds is brought into view.
 */
export function ContentListSection({
  panel,
  locations,
  blanks,
  paths,
  find = "",
}: ContentListSectionProps) {
  const { load, firstIds, added, expected } = panel.state;
  const rows = useMemo(() => listRows(panel.state), [panel.state]);
  const [search, setSearch] = useState(find);
  const [page, setPage] = useState(0);
  const [shownAdded, setShownAdded] = useState(added);
  const [browsed, setBrowsed] = useState(false);
  const [searched, setSearched] = useState(find !== "");

  // A row the editor just added is on the last page, or outside the search: go to it.
  if (added !== shownAdded) {
    setShownAdded(added);
    if (added) {
      const onPage = pageOfKey(rows, search, added.key);
      if (onPage === null) setSearch("");
      setPage(onPage ?? pageOfKey(rows, "", added.key) ?? 0);
    }
  }

  // Typing stays quick with thousands of rows: the list follows a moment later. The first key
  // also ends the entrance stagger, deferred with the search, or that key re-renders every row.
  const deferredSearch = useDeferredValue(search);
  const deferredSearched = useDeferredValue(searched);
  const shown = useMemo(
    () => contentPage(rows, deferredSearch, page),
    [rows, deferredSearch, page],
  );
  // The count line changes with every key and every editor's new text; a live region on it
  // would talk over the typing. Screen readers hear a search's result once it has held still.
  const announcement = useSettled(
    deferredSearch.trim() === "" ? "" : t.found(shown.total),
    ANNOUNCE_AFTER_MS,
  );
  const turnTo = (next: number) => {
    setBrowsed(true);
    setPage(next);
  };

  return (
    <section aria-labelledby="manage-content" className={`${card} min-w-0 lg:col-span-2`}>
      <h2 id="manage-content" className="text-xl font-bold tracking-tight text-foreground">
        {t.title}
      </h2>
      {load === "loading" ? (
        <p className="mt-4 flex items-center gap-2 text-muted" role="status">
          <InterfaceIcon name="loader" className="size-4 animate-spin motion-reduce:animate-none" />
          {t.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-muted">{load === "loaded" ? t.empty : null}</p>
      ) : (
        <>
          <Field
            id="content-search"
            label={t.search}
            hint={t.searchHint}
            hintClassName={largeHint}
            describedBy="content-count"
            className="mt-4"
          >
            {(control) => (
              <input
                {...control}
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setSearched(true);
                  setPage(0);
                }}
                autoComplete="off"
                spellCheck={false}
                className={field}
              />
            )}
          </Field>
          <p role="status" data-testid="search-announcement" className="sr-only">
            {announcement}
          </p>
          <p id="content-count" className="mt-3 text-sm font-medium text-foreground">
            {load === "partial" && expected !== null
              ? t.loadingRest(rows.length, expected)
              : t.count(shown.first, shown.last, shown.total, deferredSearch.trim())}
          </p>
          {shown.rows.length > 0 && (
            <ContentRows
              panel={panel}
              rows={shown.rows}
              locations={locations}
              blanks={blanks}
              paths={paths}
              staggered={browsed || deferredSearched ? null : firstIds}
            />
          )}
          {shown.pageCount > 1 && (
            <nav
              aria-label={t.pages}
              className="mt-4 flex flex-wrap items-center justify-between gap-3"
            >
              <button
                type="button"
                className={secondaryButton}
                disabled={shown.page === 0}
                onClick={() => turnTo(shown.page - 1)}
              >
                <InterfaceIcon name="arrow-left" className="size-4" />
                {t.previous}
              </button>
              <span className="order-first w-full text-center text-sm text-muted sm:order-none sm:w-auto">
                {t.pageOf(shown.page + 1, shown.pageCount)}
              </span>
              <button
                type="button"
                className={secondaryButton}
                disabled={shown.page === shown.pageCount - 1}
                onClick={() => turnTo(shown.page + 1)}
              >
                {t.next}
                <InterfaceIcon name="arrow-right" className="size-4" />
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

interface ContentRowsProps {
  panel: ContentPanel;
  rows: readonly ContentItem[];
  locations: ReadonlyMap<string, string>;
  blanks: ReadonlyMap<string, readonly string[]>;
  paths: ReadonlyMap<string, string>;
  /** Rows that fade in one after another (the first load's, until the editor browses). */
  staggered: ReadonlySet<string> | null;
}

/**
 * The rows on screen. Memoised: a keystroke in the search re-renders the section at once, and
 * the rows only when the search's result (deferred) or the panel changes.
 */
const ContentRows = memo(function ContentRows({
  panel,
  rows,
  locations,
  blanks,
  paths,
  staggered,
}: ContentRowsProps) {
  return (
    <ul className="mt-3 flex flex-col gap-3" aria-label={t.title}>
      {rows.map((item, index) => (
        <li
          key={item.id}
          data-testid="content-item"
          data-key={item.content_key}
          // Items fade in as they mount (the stylesheet's .list-enter, still under reduced
          // motion); the first load's items one after another.
          style={
            staggered?.has(item.id)
              ? { animationDelay: `${Math.min(index, STAGGERED_ROWS) * STAGGER_SECONDS}s` }
              : undefined
          }
          className="list-enter rounded-xl border border-border bg-background p-4"
        >
          <ContentItemView
            panel={panel}
            item={item}
            location={locations.get(item.content_key)}
            blanks={blanks.get(item.content_key)}
            pagePath={paths.get(item.content_key)}
          />
        </li>
      ))}
    </ul>
  );
});
