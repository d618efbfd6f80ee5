import { SearchForm } from "@/components/search/search-form";
import { loadSiteContent } from "@/lib/site-text/content";

/**
 * The 404 message with links to the main pages and the site search; the frame around it comes
 * from the caller.
 */
export async function NotFoundView() {
  const { notFoundPage } = await loadSiteContent();
  return (
    <section className="mx-auto max-w-2xl px-4 pt-40 pb-24 text-center">
      <p className="text-sm font-semibold text-accent">{notFoundPage.code}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-foreground">
        {notFoundPage.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{notFoundPage.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {notFoundPage.links.map((link, i) => (
          <li key={i}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full border border-border px-5 text-sm font-medium text-foreground hover:border-accent hover:text-accent"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <SearchForm
        id="not-found-search"
        label={notFoundPage.search.label}
        button={notFoundPage.search.button}
        className="mx-auto mt-10 max-w-md text-left"
      />
    </section>
  );
}
