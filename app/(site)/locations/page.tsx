import type { ReactNode } from "react";
import { PageHero } from "@/components/sections/page-hero";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import type { IconName } from "@/content/types";
import { addressLine } from "@/content/company";
import { builtInPageMetadata } from "@/lib/seo/page-head";
import { loadSiteContent } from "@/lib/site-text/content";
import { telHref } from "@/lib/tel";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import { PAGE_COLUMN } from "@/components/sections/page-column";

export async function generateMetadata() {
  return builtInPageMetadata("/locations", await loadSiteContent());
}

/** One term of the office's facts; its icon sits in the term so the list stays valid. */
function OfficeFact({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="relative pl-8">
      <dt className="text-sm font-semibold text-foreground">
        <Icon name={icon} className="absolute top-0.5 left-0 size-5 text-accent" />
        {label}
      </dt>
      {children}
    </div>
  );
}

export default async function LocationsPage() {
  const { locations, contact, navigation, officeHours, offices } = await loadSiteContent();
  const labels = locations.office;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { label: navigation.main[0].label, href: "/" },
          { label: locations.metaTitle, href: "/locations" },
        ])}
      />
      <PageHero
        eyebrow={locations.hero.eyebrow}
        title={locations.hero.title}
        subtitle={locations.hero.subtitle}
      />
      <div className={`${PAGE_COLUMN} grid gap-8 pb-20 lg:grid-cols-2`}>
        {offices.map((office, i) => (
          <section
            key={i}
            aria-labelledby={`office-${i}-title`}
            className="rounded-2xl border border-border bg-surface p-6 sm:p-8"
          >
            <h2
              id={`office-${i}-title`}
              className="text-2xl font-bold tracking-tight text-foreground"
            >
              {office.name}
            </h2>
            <dl className="mt-6 space-y-5">
              <OfficeFact icon="map-pin" label={labels.addressLabel}>
                <dd className="text-muted">{addressLine(office)}</dd>
              </OfficeFact>
              <OfficeFact icon="phone" label={labels.phoneLabel}>
                <dd>
                  <a
                    href={telHref(office.phone)}
                    className="inline-flex min-h-6 items-center text-muted hover:text-accent"
                  >
                    {office.phone}
                  </a>
                </dd>
              </OfficeFact>
              <OfficeFact icon="mail" label={labels.emailLabel}>
                <dd>
                  <a
                    href={`mailto:${office.email}`}
                    className="inline-flex min-h-6 items-center text-muted hover:text-accent"
                  >
                    {office.email}
                  </a>
                </dd>
              </OfficeFact>
              {/* The office hours editors keep are the headquarters'; no other office has hours. */}
              {i === 0 && (
                <OfficeFact
                  icon="clock"
                  label={
                    <>
                      {labels.hoursLabel} ({contact.officeHours.timezone})
                    </>
                  }
                >
                  {officeHours.map((entry, j) => (
                    <dd key={j} className="text-muted">
                      {entry.day}: {entry.hours}
                    </dd>
                  ))}
                </OfficeFact>
              )}
            </dl>
            <p className="mt-6 text-sm text-muted">{labels.visitNote}</p>
          </section>
        ))}
        <section
          aria-labelledby="directions-title"
          className="rounded-2xl border border-border bg-surface p-6 sm:p-8"
        >
          <h2 id="directions-title" className="text-2xl font-bold tracking-tight text-foreground">
            {locations.directions.title}
          </h2>
          <ul className="mt-6 space-y-5">
            {locations.directions.items.map((item, i) => (
              <li key={i}>
                <h3 className="font-semibold text-foreground">{item.mode}</h3>
                <p className="mt-1 text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
