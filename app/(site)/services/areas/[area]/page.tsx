import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBanner } from "@/components/sections/cta-banner";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import { allSubcategories, hasOwnPage, SUBCATEGORY_FOLDER } from "@/lib/services/subcategories";
import { serviceHref } from "@/lib/services/catalogue";
import { loadCollections } from "@/lib/collections/load";
import { missingItemPage } from "@/lib/collections/redirects";
import { fillIn } from "@/lib/fill-in";
import { notFoundMetadata, pageMetadata } from "@/lib/metadata";
import { loadSiteContent } from "@/lib/site-text/content";
import { breadcrumbJsonLd } from "@/lib/structured-data";

type Props = { params: Promise<{ area: string }> };

/**
 * Only subcategories too long for their lists have a page; one that grows past the limit later
 * is rendered on its first request, then served static like the rest.
 */
export async function generateStaticParams() {
  const { services } = await loadCollections();
  return allSubcategories(undefined, services)
    .filter(hasOwnPage)
    .map((subcategory) => ({ area: subcategory.slug }));
}

/** The subcategory with its editors' text, if it has a page of its own. */
async function loadArea(params: Props["params"]) {
  const { area } = await params;
  const content = await loadSiteContent();
  const subcategory = allSubcategories(content.serviceGroups, content.services).find(
    (candidate) => candidate.slug === area && hasOwnPage(candidate),
  );
  const practice = content.serviceGroups.find((group) => group.id === subcategory?.group);
  if (!subcategory || !practice) return undefined;
  // The blanks every text of the page may have.
  const blanks = {
    count: subcategory.services.length,
    subcategory: subcategory.title,
    practice: practice.title,
  };
  return { subcategory, practice, content, text: content.subcategoryPage, blanks };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadArea(params);
  if (!found) return notFoundMetadata;
  const { subcategory, text, blanks } = found;
  return pageMetadata(subcategory.title, fillIn(text.metaDescription, blanks), subcategory.href);
}

export default async function SubcategoryPage({ params }: Props) {
  const found = await loadArea(params);
  if (!found) return missingItemPage(`/services/${SUBCATEGORY_FOLDER}/${(await params).area}`);
  const { subcategory, practice, content, text, blanks } = found;
  const labels = content.servicePageLabels;
  const trail = [
    { label: labels.breadcrumbHome, href: "/" },
    { label: labels.breadcrumbServices, href: "/services" },
    { label: subcategory.title, href: subcategory.href },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <PageHero
        eyebrow={practice.title}
        title={subcategory.title}
        subtitle={fillIn(text.subtitle, blanks)}
        before={<Breadcrumbs label={labels.breadcrumbLabel} trail={trail} />}
      />
      <section aria-label={subcategory.title} className="py-14 sm:py-16">
        <ul className={`${PAGE_COLUMN} grid gap-4 sm:grid-cols-2 lg:grid-cols-3`}>
          {subcategory.services.map((service) => (
            <li key={service.slug}>
              <a
                href={serviceHref(service)}
                className="group flex h-full flex-col rounded-2xl border border-border bg-background p-6 hover:border-accent"
              >
                <span className="flex items-start justify-between gap-3 text-lg font-semibold text-foreground group-hover:text-accent">
                  {service.name}
                  <Icon name="arrow-right" className="mt-1 size-4 shrink-0 text-muted" />
                </span>
                <span className="mt-2 text-sm leading-6 text-muted">{service.subtitle}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <CtaBanner
        id="area-cta"
        title={fillIn(text.cta.title, blanks)}
        text={fillIn(text.cta.text, blanks)}
      >
        <ButtonLink href={text.cta.href} variant="inverted">
          {fillIn(text.cta.action, blanks)}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
