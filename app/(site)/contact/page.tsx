import { LazyContactMessageForm } from "@/components/contact/lazy-contact-message-form.client";
import { ContactNoticeForm } from "@/components/contact/contact-notice-form";
import { PageHero } from "@/components/sections/page-hero";
import { ComingSoonButton } from "@/components/ui/coming-soon-button.client";
import { buttonClasses } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import { departmentChoices } from "@/lib/services/departments";
import { builtInPageMetadata } from "@/lib/seo/page-head";
import { loadSiteContent } from "@/lib/site-text/content";
import { loadSiteSettings } from "@/lib/site-settings";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import { PAGE_COLUMN } from "@/components/sections/page-column";

export async function generateMetadata() {
  return builtInPageMetadata("/contact", await loadSiteContent());
}

const panel = "rounded-2xl border border-border bg-surface p-6";
const panelTitle = "flex items-center gap-2 text-lg font-semibold text-foreground";

export default async function ContactPage() {
  const [
    {
      contact,
      contactFacts,
      services,
      serviceGroups,
      navigation,
      officeHours,
      departmentContacts,
      faqs,
    },
    settings,
  ] = await Promise.all([loadSiteContent(), loadSiteSettings()]);
  const departments = departmentChoices(serviceGroups, services);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { label: navigation.main[0].label, href: "/" },
          { label: contact.metaTitle, href: "/contact" },
        ])}
      />
      <PageHero
        eyebrow={contact.hero.eyebrow}
        title={contact.hero.title}
        subtitle={contact.hero.subtitle}
      />

      <section aria-label={contact.hero.eyebrow} className="pb-12">
        <ul className={`${PAGE_COLUMN} grid gap-6 md:grid-cols-3`}>
          {contact.cards.map((card, i) => (
            <li
              key={i}
              className="relative rounded-2xl border border-border bg-surface p-6 transition-all hover:-translate-y-1 hover:border-accent hover:shadow-lg"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-accent text-accent-contrast">
                <Icon name={card.icon} className="size-5" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-foreground">
                <ComingSoonButton className="stretched-link text-left">
                  {card.title}
                </ComingSoonButton>
              </h2>
              <p className="mt-1 font-medium break-words text-foreground">
                {contactFacts[card.fact]}
              </p>
              <p className="mt-1 text-sm text-muted">{card.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className={`${PAGE_COLUMN} grid gap-8 pb-20 lg:grid-cols-3`}>
        <div className={`${panel} lg:col-span-2 lg:flex lg:flex-col`}>
          {/* The notice form is server HTML; only an accepting form loads the sending code. */}
          {settings.contactForm === "accepting" ? (
            <LazyContactMessageForm text={contact.form} departments={departments} />
          ) : (
            <ContactNoticeForm text={contact.form} departments={departments} />
          )}
        </div>

        <aside className="space-y-6" aria-label={contact.officeHours.title}>
          <section aria-labelledby="hours-title" className={panel}>
            <h2 id="hours-title" className={panelTitle}>
              <Icon name="clock" className="size-5 text-accent" />
              {contact.officeHours.title} ({contact.officeHours.timezone})
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              {officeHours.map((entry, i) => (
                <div key={i} className="flex justify-between gap-4">
                  <dt className="text-muted">{entry.day}</dt>
                  <dd className="font-medium text-foreground">{entry.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-xs leading-5 text-muted">{contact.officeHours.timezoneNote}</p>
          </section>

          <section aria-labelledby="departments-title" className={panel}>
            <h2 id="departments-title" className={panelTitle}>
              <Icon name="users" className="size-5 text-accent" />
              {contact.departments.title}
            </h2>
            <ul className="mt-3 space-y-1">
              {departmentContacts.map((entry, i) => (
                <li key={i}>
                  <ComingSoonButton className="flex min-h-11 w-full flex-col items-start justify-center rounded-lg px-2 text-left hover:bg-surface-strong">
                    <span className="text-sm font-medium text-foreground">{entry.name}</span>
                    <span className="text-sm text-muted">{entry.email}</span>
                  </ComingSoonButton>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="emergency-title" className={panel}>
            <h2 id="emergency-title" className={panelTitle}>
              <Icon name="headset" className="size-5 text-accent" />
              {contact.emergency.title}
            </h2>
            <p className="mt-2 text-sm text-muted">{contact.emergency.text}</p>
            <ComingSoonButton className={buttonClasses("primary", "mt-4 w-full")}>
              <Icon name="phone" className="size-4" />
              {contact.emergency.action}
            </ComingSoonButton>
          </section>
        </aside>
      </div>

      <section aria-labelledby="faq-title" className="bg-surface py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2
            id="faq-title"
            className="text-center text-3xl font-bold tracking-tight text-foreground"
          >
            {contact.faq.title}
          </h2>
          <ul className="mt-10 space-y-4">
            {faqs.map((item, i) => (
              <li
                key={i}
                className="relative rounded-2xl border border-border bg-background p-6 hover:border-accent"
              >
                <h3 className="text-lg font-semibold text-foreground">
                  <ComingSoonButton className="stretched-link text-left">
                    {item.question}
                  </ComingSoonButton>
                </h3>
                <p className="mt-2 text-muted">{item.answer}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
