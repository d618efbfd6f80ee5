import { PAGE_COLUMN } from "@/components/sections/page-column";
import { PageHero } from "@/components/sections/page-hero";
import { Icon } from "@/components/ui/icon";
import { Illustration, industryIllustration } from "@/components/ui/illustration";
import { JsonLd } from "@/components/ui/json-ld";
import { builtInPageMetadata } from "@/lib/seo/page-head";
import { loadSiteContent } from "@/lib/site-text/content";
import { breadcrumbJsonLd } from "@/lib/structured-data";

export async function generateMetadata() {
  return builtInPageMetadata("/industries", await loadSiteContent());
}

export default async function IndustriesPage() {
  const { industryPageLabels: labels, industriesOverview, industries } = await loadSiteContent();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { label: labels.breadcrumbHome, href: "/" },
          { label: labels.breadcrumbIndustries, href: "/industries" },
        ])}
      />
      <PageHero
        eyebrow={labels.eyebrow}
        title={industriesOverview.title}
        subtitle={industriesOverview.subtitle}
      />
      <section aria-label={industriesOverview.title} className="pb-20 sm:pb-28">
        <ul className={`${PAGE_COLUMN} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
          {industries.map((industry) => (
            <li key={industry.slug} className="group lift-card">
              <Illustration
                name={industryIllustration(industry.slug)}
                className="-mx-6 -mt-6 mb-5 aspect-[8/5] w-[calc(100%+3rem)] rounded-t-2xl border-b border-border bg-background"
              />
              <h2 className="text-xl font-semibold text-foreground">
                <a href={industry.path} className="stretched-link">
                  {industry.name}
                </a>
              </h2>
              <p className="mt-2 flex-1 text-sm leading-6 text-muted">{industry.description}</p>
              <span
                aria-hidden="true"
                className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-accent"
              >
                {labels.cardAction}
                <Icon name="arrow-right" className="card-arrow" />
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
