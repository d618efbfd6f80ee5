import "server-only";
import Link from "next/link";
import { card } from "../shell/styles";
import { pagesWords } from "@/content/collections/pages";
import { policyPagePaths } from "@/content/policy-pages";
import { collectionPath } from "@/lib/collections/fields";
import { loadSiteContent } from "@/lib/site-text/content";

const t = pagesWords.offers;

/**
 * The footer's policy buttons that no page stands behind yet, each with a link that starts the
 * page at its address: publishing it turns the button into a link.
 */
export async function PolicyPageOffers({ taken }: { taken: ReadonlySet<string> }) {
  const { navigation } = await loadSiteContent();
  const offers = navigation.footer.policies.flatMap((label, i) => {
    const path = policyPagePaths[i];
    if (!path || taken.has(path)) return [];
    const query = new URLSearchParams({ path, title: label });
    return [{ label, href: collectionPath("pages", `/new?${query}`) }];
  });
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="policy-offers" className={`${card} mt-6`}>
      <h2 id="policy-offers" className="text-lg font-bold text-foreground">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {offers.map((offer) => (
          <li key={offer.href}>
            <Link
              href={offer.href}
              className="inline-flex min-h-11 items-center rounded-lg border border-border px-4 text-sm font-semibold text-accent hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {t.create(offer.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
