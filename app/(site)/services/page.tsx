import { AllInSubcategoryLink } from "@/components/sections/all-in-subcategory-link";
import { CtaBanner } from "@/components/sections/cta-banner";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { PageHero } from "@/components/sections/page-hero";
import { Illustration } from "@/components/ui/illustration";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import { hasOwnPage, previewOf, servicesBySubcategory } from "@/lib/services/subcategories";
import { serviceHref } from "@/lib/services/catalogue";
import { builtInPageMetadata } from "@/lib/seo/page-head";
import { loadSiteContent } from "@/lib/site-text/content";
import { breadcrumbJsonLd } from "@/lib/structured-data";

export async function generateMetadata() {
  return builtInPageMetadata("/services", await loadSiteContent());
}

export default async function ServicesPage() {
  const { servicesPage, serviceGroups, services, navigation } = await loadSiteContent();
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { label: navigation.main[0].label, href: "/" },
          { label: servicesPage.metaTitle, href: "/services" },
        ])}
      />
      <PageHero
        eyebrow={servicesPage.hero.eyebrow}
        title={servicesPage.hero.title}
        subtitle={servicesPage.hero.subtitle}
      />
      {serviceGroups.map((group, index) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-title`}
          className={index % 2 === 1 ? "bg-surface py-16 sm:py-20" : "py-16 sm:py-20"}
        >
          <div className={PAGE_COLUMN}>
            <div className="flex items-center justify-between gap-10">
              <div>
                <h2
                  id={`${group.id}-title`}
                  className="text-3xl font-bold tracking-tight text-foreground"
                >
                  {group.title}
                </h2>
                <p className="mt-3 max-w-3xl text-lg text-muted">{group.description}</p>
              </div>
              <Illustration name={group.id} className="hidden w-60 shrink-0 md:block" />
            </div>
            <div className="mt-10 grid gap-6 md:grid-cols-3">
              {servicesBySubcategory(group.id, serviceGroups, services).map((subcategory, i) => (
                <div key={i} className="rounded-2xl border border-border bg-background p-6">
                  <h3 className="text-sm font-semibold tracking-wider text-accent uppercase">
                    {subcategory.title}
                  </h3>
                  <ul className="mt-4 space-y-1">
                    {previewOf(subcategory).map((service) => (
                      <li key={service.slug}>
                        <a
                          href={serviceHref(service)}
                          className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-foreground hover:bg-surface-strong hover:text-accent"
                        >
                          {service.name}
                          <Icon name="arrow-right" className="size-4 shrink-0 text-muted" />
                        </a>
                      </li>
                    ))}
                  </ul>
                  {hasOwnPage(subcategory) && (
                    <AllInSubcategoryLink
                      subcategory={subcategory}
                      className="mt-3 flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-accent hover:bg-surface-strong"
                    />
                  )}
                </div>
              ))}
            </div>
          </div>
        </section>
      ))}
      <div className="pt-16">
        <CtaBanner id="services-cta" title={servicesPage.cta.title} text={servicesPage.cta.text}>
          <ButtonLink href={servicesPage.cta.href} variant="inverted">
            {servicesPage.cta.action}
          </ButtonLink>
        </CtaBanner>
      </div>
    </>
  );
}
