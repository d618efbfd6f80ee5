import { PageHero } from "@/components/sections/page-hero";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import { contact } from "@/content/contact";
import { locations } from "@/content/locations";
import { pageMetadata } from "@/lib/metadata";
import { loadSiteText } from "@/lib/site-text/load";
import { siteTextValue } from "@/lib/site-text/merge";
import { telHref } from "@/lib/tel";
import { breadcrumbJsonLd } from "@/lib/structured-data";

export const metadata = pageMetadata(locations.metaTitle, locations.metaDescription, "/locations");

export default async function LocationsPage() {
  const { office } = locations;
  const text = await loadSiteText();
  const email = siteTextValue(text, "contact.email");
  const phone = siteTextValue(text, "contact.phone");
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { label: "Home", href: "/" },
          { label: locations.metaTitle, href: "/locations" },
        ])}
      />
      <PageHero
        eyebrow={locations.hero.eyebrow}
        title={locations.hero.title}
        subtitle={locations.hero.subtitle}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8">
        <section
          aria-labelledby="office-title"
          className="rounded-2xl border border-border bg-surface p-6 sm:p-8"
        >
          <h2 id="office-title" className="text-2xl font-bold tracking-tight text-foreground">
            {office.title}
          </h2>
          <dl className="mt-6 space-y-5">
            <div className="flex gap-3">
              <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-accent" />
              <div>
                <dt className="text-sm font-semibold text-foreground">{office.addressLabel}</dt>
                <dd className="text-muted">{siteTextValue(text, "contact.address")}</dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Icon name="phone" className="mt-0.5 size-5 shrink-0 text-accent" />
              <div>
                <dt className="text-sm font-semibold text-foreground">{office.phoneLabel}</dt>
                <dd>
                  <a href={telHref(phone)} className="text-muted hover:text-accent">
                    {phone}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-accent" />
              <div>
                <dt className="text-sm font-semibold text-foreground">{office.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${email}`} className="text-muted hover:text-accent">
                    {email}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-accent" />
              <div>
                <dt className="text-sm font-semibold text-foreground">
                  {office.hoursLabel} ({contact.officeHours.timezone})
                </dt>
                {contact.officeHours.entries.map((entry) => (
                  <dd key={entry.day} className="text-muted">
                    {entry.day}: {entry.hours}
                  </dd>
                ))}
              </div>
            </div>
          </dl>
          <p className="mt-6 text-sm text-muted">{office.visitNote}</p>
        </section>
        <section
          aria-labelledby="directions-title"
          className="rounded-2xl border border-border bg-surface p-6 sm:p-8"
        >
          <h2 id="directions-title" className="text-2xl font-bold tracking-tight text-foreground">
            {locations.directions.title}
          </h2>
          <ul className="mt-6 space-y-5">
            {locations.directions.items.map((item) => (
              <li key={item.mode}>
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
