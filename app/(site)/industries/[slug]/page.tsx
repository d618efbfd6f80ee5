import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBanner } from "@/components/sections/cta-banner";
import { CaseStudiesSection } from "@/components/posts/case-studies-section";
import { industryListPath } from "@/lib/posts/filters";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { BesideTextPicture } from "@/components/ui/library-image";
import { Illustration, industryIllustration } from "@/components/ui/illustration";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import { loadCollections } from "@/lib/collections/load";
import { missingItemPage } from "@/lib/collections/redirects";
import { loadSiteContent } from "@/lib/site-text/content";
import { breadcrumbJsonLd } from "@/lib/structured-data";

/** The industries published at build time are prerendered; one added later is rendered on its first request, then served static. */
export async function generateStaticParams() {
  const { industries } = await loadCollections();
  return industries.map((industry) => ({ slug: industry.slug }));
}

type Props = { params: Promise<{ slug: string }> };

/** The industry with its editors' text, or undefined for a slug that is not an industry. */
async function loadIndustry(params: Props["params"]) {
  const { slug } = await params;
  const content = await loadSiteContent();
  const industry = content.industries.find((candidate) => candidate.slug === slug);
  return industry && { industry, labels: content.industryPageLabels };
}

export default async function IndustryPage({ params }: Props) {
  const found = await loadIndustry(params);
  if (!found) return missingItemPage(`/industries/${(await params).slug}`);
  const { industry, labels } = found;
  const trail = [
    { label: labels.breadcrumbHome, href: "/" },
    { label: labels.breadcrumbIndustries, href: "/industries" },
    { label: industry.name, href: industry.path },
  ];

  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <PageHero
        title={industry.title}
        subtitle={industry.subtitle}
        before={<Breadcrumbs label={labels.breadcrumbLabel} trail={trail} />}
      />
      <section aria-labelledby="intro-title" className="py-14 sm:py-16">
        <div
          className={`${PAGE_COLUMN} grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}
        >
          <div>
            <h2
              id="intro-title"
              className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
            >
              {industry.intro.heading}
            </h2>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">
              {industry.intro.description}
            </p>
          </div>
          <BesideTextPicture
            image={industry.image}
            drawing={
              <Illustration
                name={industryIllustration(industry.slug)}
                className="hidden w-full rounded-2xl border border-border bg-surface lg:block"
              />
            }
          />
        </div>
      </section>
      <section aria-labelledby="offerings-title" className="bg-surface py-14 sm:py-20">
        <div className={PAGE_COLUMN}>
          <h2
            id="offerings-title"
            className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
          >
            {labels.offerings}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {industry.offerings.map((offering, i) => (
              <li key={i} className="rounded-2xl border border-border bg-background p-6">
                <span className="grid size-10 place-items-center rounded-lg bg-surface-strong text-accent">
                  <Icon name={offering.icon} className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-foreground">{offering.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{offering.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CaseStudiesSection
        id={industry.id}
        name={industry.name}
        allHref={industryListPath(industry.slug)}
      />
      <div className="pt-16">
        <CtaBanner id="industry-cta" title={labels.cta.title} text={labels.cta.text}>
          <ButtonLink href={labels.cta.href} variant="inverted">
            {labels.cta.action}
          </ButtonLink>
        </CtaBanner>
      </div>
    </>
  );
}
