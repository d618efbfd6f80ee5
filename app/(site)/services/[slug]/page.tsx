import { AllInSubcategoryLink } from "@/components/sections/all-in-subcategory-link";
import { Breadcrumbs } from "@/components/sections/breadcrumbs";
import { CtaBanner } from "@/components/sections/cta-banner";
import { CaseStudiesSection } from "@/components/posts/case-studies-section";
import { serviceListPath } from "@/lib/posts/filters";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { PageHero } from "@/components/sections/page-hero";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { BesideTextPicture } from "@/components/ui/library-image";
import { Illustration } from "@/components/ui/illustration";
import { JsonLd } from "@/components/ui/json-ld";
import { hasOwnPage, previewOf, subcategoryOf } from "@/lib/services/subcategories";
import { serviceHref, serviceSlug } from "@/lib/services/catalogue";
import { loadCollections } from "@/lib/collections/load";
import { missingItemPage } from "@/lib/collections/redirects";
import { loadSiteContent } from "@/lib/site-text/content";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/structured-data";

/** The services published at build time are prerendered; one added later is rendered on its first request, then served static. */
export async function generateStaticParams() {
  const { services } = await loadCollections();
  return services.map((service) => ({ slug: serviceSlug(service) }));
}

type Props = { params: Promise<{ slug: string }> };

/** The service with its editors' text, or undefined for a slug that is not a service. */
async function loadService(params: Props["params"]) {
  const { slug } = await params;
  const content = await loadSiteContent();
  const service = content.services.find((candidate) => candidate.slug === slug);
  return service && { service, content };
}

export default async function ServicePage({ params }: Props) {
  const found = await loadService(params);
  if (!found) return missingItemPage(`/services/${(await params).slug}`);
  const { service, content } = found;
  const labels = content.servicePageLabels;
  const { title, subtitle } = service;
  const href = serviceHref(service);
  const trail = [
    { label: labels.breadcrumbHome, href: "/" },
    { label: labels.breadcrumbServices, href: "/services" },
    { label: service.name, href },
  ];
  const discussHref = `/contact?department=${service.department}`;
  const subcategory = subcategoryOf(service, content.serviceGroups, content.services);
  const related = (subcategory ? previewOf(subcategory) : []).filter(
    (other) => other.slug !== service.slug,
  );

  return (
    <>
      <JsonLd data={serviceJsonLd(title, service.metaDescription, href)} />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <PageHero
        title={title}
        subtitle={subtitle}
        before={<Breadcrumbs label={labels.breadcrumbLabel} trail={trail} />}
      >
        <ButtonLink href={discussHref}>{labels.discuss}</ButtonLink>
      </PageHero>

      <section aria-labelledby="overview-title" className="py-14 sm:py-16">
        <div
          className={`${PAGE_COLUMN} grid items-center gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]`}
        >
          <div>
            <h2 id="overview-title" className="text-2xl font-bold tracking-tight text-foreground">
              {labels.overview}
            </h2>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-muted">{service.overview}</p>
          </div>
          <BesideTextPicture
            image={service.image}
            drawing={
              <Illustration
                name={service.group}
                className="hidden w-full rounded-2xl border border-border bg-surface lg:block"
              />
            }
          />
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="bg-surface py-14 sm:py-16">
        <div className={PAGE_COLUMN}>
          <h2 id="benefits-title" className="text-2xl font-bold tracking-tight text-foreground">
            {labels.benefits}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {service.benefits.map((benefit, i) => (
              <li key={i} className="rounded-2xl border border-border bg-background p-6">
                <span className="grid size-10 place-items-center rounded-lg bg-surface-strong text-accent">
                  <Icon name={benefit.icon} className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-foreground">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="offerings-title" className="py-14 sm:py-16">
        <div className={PAGE_COLUMN}>
          <h2 id="offerings-title" className="text-2xl font-bold tracking-tight text-foreground">
            {labels.offerings}
          </h2>
          <ul className="mt-6 grid max-w-4xl gap-x-8 gap-y-3 sm:grid-cols-2">
            {service.offerings.map((offering, i) => (
              <li key={i} className="flex gap-3 text-foreground">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent" />
                <span>{offering}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {subcategory && related.length > 0 && (
        <section aria-labelledby="related-title" className="border-t border-border py-12">
          <div className={PAGE_COLUMN}>
            <h2 id="related-title" className="text-lg font-semibold text-foreground">
              {labels.moreIn} {subcategory.title}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {related.map((other) => (
                <li key={other.slug}>
                  <a
                    href={serviceHref(other)}
                    className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm text-foreground hover:border-accent hover:text-accent"
                  >
                    {other.name}
                  </a>
                </li>
              ))}
              {hasOwnPage(subcategory) && (
                <li>
                  <AllInSubcategoryLink
                    subcategory={subcategory}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-accent hover:underline"
                  />
                </li>
              )}
            </ul>
          </div>
        </section>
      )}

      <CaseStudiesSection
        id={service.id}
        name={service.name}
        allHref={serviceListPath(service.slug)}
      />
      <CtaBanner id="service-cta" title={labels.cta.title} text={labels.cta.text}>
        <ButtonLink href={discussHref} variant="inverted">
          {labels.discuss}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
