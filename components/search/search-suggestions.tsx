import { searchPage } from "@/content/search";
import type { SearchSuggestions as Suggestions } from "@/lib/search/suggestions";
import type { NavLink } from "@/content/types";

const t = searchPage.suggestions;

function LinkList({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold tracking-wider text-accent uppercase">
        {title}
      </h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium text-foreground hover:border-accent hover:text-accent"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where to start instead: the practices and a few services, as links. */
export function SearchSuggestions({ suggestions }: { suggestions: Suggestions }) {
  return (
    <div className="mt-8 space-y-8">
      <LinkList id="search-practices" title={t.practices} links={suggestions.practices} />
      <LinkList id="search-services" title={t.services} links={suggestions.services} />
    </div>
  );
}
