import type { Metadata } from "next";
import Link from "next/link";
import { SiteChrome } from "@/components/layout/site-chrome";
import { notFoundPage as defaults } from "@/content/errors";
import { loadSiteContent } from "@/lib/site-text/content";

// Next reads this page's metadata statically, so its <title> keeps the default wording.
export const metadata: Metadata = { title: defaults.metaTitle, robots: { index: false } };

export default async function NotFound() {
  const { notFoundPage } = await loadSiteContent();
  return (
    <SiteChrome>
      <section className="mx-auto max-w-2xl px-4 pt-40 pb-24 text-center">
        <p className="text-sm font-semibold text-accent">{notFoundPage.code}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-foreground">
          {notFoundPage.title}
        </h1>
        <p className="mt-4 text-lg text-muted">{notFoundPage.text}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {notFoundPage.links.map((link, i) => (
            <li key={i}>
              <Link
                href={link.href}
                className="inline-flex min-h-11 items-center rounded-full border border-border px-5 text-sm font-medium text-foreground hover:border-accent hover:text-accent"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </SiteChrome>
  );
}
