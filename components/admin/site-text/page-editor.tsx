import { onPagePath } from "@/lib/visual-editing/on-page-path";
import { useId, useMemo, useState } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import type { SiteTextPage, SiteTextPageGroup } from "@/content/site-text";
import type { SiteTextEntry } from "@/lib/site-text/catalogue";
import { PageFieldRow } from "./page-field-row";
import { itemsByKey, pageFields, searchFields, unusedItems } from "./state/page-fields";
import type { ContentPanel } from "./use-content-panel";
import { Field } from "../shell/field";
import { card, field, secondaryButton } from "../shell/styles";

const t = adminText.pages;
/** Search results beyond this are counted, not rendered: more words narrow them. */
const SEARCH_LIMIT = 50;
const GROUPS: readonly SiteTextPageGroup[] = ["pages", "layout"];

interface PageEditorProps {
  panel: ContentPanel;
  catalogue: readonly SiteTextEntry[];
  pages: readonly SiteTextPage[];
  /** The page shown, when the address decides it (Pages), and how to choose another. */
  routed?: { pageId: string; choose: (pageId: string) => void };
  /** A search asked for from outside (the command palette opens a text by its key). */
  search?: string;
}

/** Every text of one public page, stored or default, editable in place; or a search across all. */
export function PageEditor({ panel, catalogue, pages, routed, search = "" }: PageEditorProps) {
  const [chosenPage, setChosenPage] = useState(pages[0]?.id ?? "");
  const pageId = routed?.pageId ?? chosenPage;
  const [query, setQuery] = useState(search);
  // A new search asked for from outside replaces the one typed.
  const [asked, setAsked] = useState(search);
  if (search !== asked) {
    setAsked(search);
    setQuery(search);
  }

  const ids = useId();
  const { items, load } = panel.state;

  const stored = useMemo(() => itemsByKey(items), [items]);
  const page = pages.find((candidate) => candidate.id === pageId) ?? pages[0];
  const pageLabels = useMemo(() => new Map(pages.map((p) => [p.id, p.label])), [pages]);
  const pagePaths = useMemo(() => new Map(pages.map((p) => [p.id, p.path])), [pages]);
  const searching = query.trim() !== "";
  const fields = useMemo(() => pageFields(catalogue, stored, pageId), [catalogue, stored, pageId]);
  const results = useMemo(
    () => searchFields(catalogue, pages, stored, query, SEARCH_LIMIT),
    [catalogue, pages, stored, query],
  );
  const unused = useMemo(() => unusedItems(items, catalogue), [items, catalogue]);

  const shown = searching ? results.fields : fields;
  const summary = searching
    ? t.results(results.fields.length, results.total)
    : t.fieldCount(fields.length, fields.filter((f) => f.item).length);

  return (
    <section aria-labelledby="edit-by-page" className={`${card} min-w-0`}>
      <h2 id="edit-by-page" className="text-xl font-bold tracking-tight text-foreground">
        {t.title}
      </h2>
      <p className="mt-2 max-w-3xl text-sm leading-6 text-muted">{t.intro}</p>

      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <Field id={`${ids}-page`} label={t.pickerLabel} className="min-w-0">
          {(control) => (
            <div className="mt-1.5 flex flex-wrap items-center gap-2">
              <select
                {...control}
                value={pageId}
                onChange={(event) => (routed?.choose ?? setChosenPage)(event.target.value)}
                className={`${field} mt-0 min-h-11 w-auto max-w-full min-w-0 flex-1`}
              >
                {GROUPS.map((group) => (
                  <optgroup key={group} label={t.groups[group]}>
                    {pages
                      .filter((p) => p.group === group)
                      .map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.label}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
              {page && (
                <a
                  href={page.path}
                  target="_blank"
                  rel="noopener"
                  className={secondaryButton}
                  data-testid="view-on-site"
                >
                  <InterfaceIcon name="external" className="size-4" />
                  {t.viewOnSite}
                  <span className="sr-only">{t.newTab}</span>
                </a>
              )}
              {page && (
                <a href={onPagePath(page.path)} className={secondaryButton}>
                  {t.editOnPage}
                </a>
              )}
            </div>
          )}
        </Field>
        <Field
          id={`${ids}-search`}
          label={t.searchLabel}
          hint={t.searchHint}
          hintClassName="mt-1.5 text-xs text-muted"
          className="min-w-0"
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              className={field}
            />
          )}
        </Field>
      </div>

      {load !== "loaded" ? (
        (load === "loading" || load === "partial") && (
          <p className="mt-5 flex items-center gap-2 text-muted" role="status">
            <InterfaceIcon
              name="loader"
              className="size-4 animate-spin motion-reduce:animate-none"
            />
            {adminText.list.loading}
          </p>
        )
      ) : (
        <>
          <p className="mt-5 text-sm font-medium text-foreground" role="status">
            {summary}
          </p>
          <ul
            className="mt-3 flex flex-col gap-3"
            aria-label={searching ? t.resultsLabel : page?.label}
          >
            {shown.map((f) => (
              <PageFieldRow
                key={f.entry.key}
                panel={panel}
                field={f}
                pageLabel={searching ? pageLabels.get(f.entry.page) : undefined}
                pagePath={pagePaths.get(f.entry.page)}
              />
            ))}
          </ul>

          <div className="mt-6 rounded-xl border border-dashed border-border p-4">
            <h3 className="text-base font-semibold text-foreground">{t.unusedTitle}</h3>
            {unused.length === 0 ? (
              <p className="mt-1 text-sm text-muted">{t.unusedNone}</p>
            ) : (
              <>
                <p className="mt-1 text-sm leading-6 text-muted">{t.unusedText}</p>
                <ul className="mt-3 flex flex-col gap-2" data-testid="unused-keys">
                  {unused.map((item) => (
                    <li key={item.id} className="min-w-0 text-sm">
                      <span className="font-mono font-semibold break-all text-accent">
                        {item.content_key}
                      </span>
                      <span className="block break-words whitespace-pre-wrap text-muted">
                        {item.content_value}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </>
      )}
    </section>
  );
}
