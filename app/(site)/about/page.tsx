import { LibraryImage } from "@/components/ui/library-image";
import { CtaBanner } from "@/components/sections/cta-banner";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { ButtonLink } from "@/components/ui/button-link";
import { ComingSoonButton } from "@/components/ui/coming-soon-button.client";
import { Icon } from "@/components/ui/icon";
import { JsonLd } from "@/components/ui/json-ld";
import { builtInPageMetadata } from "@/lib/seo/page-head";
import { loadSiteContent } from "@/lib/site-text/content";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import { PAGE_COLUMN } from "@/components/sections/page-column";

export async function generateMetadata() {
  return builtInPageMetadata("/about", await loadSiteContent());
}

export default async function AboutPage() {
  const { about, navigation, values, milestones, ...content } = await loadSiteContent();
  const leaders = content.leaders.slice(0, about.leadership.maxShown);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { label: navigation.main[0].label, href: "/" },
          { label: about.metaTitle, href: "/about" },
        ])}
      />
      <PageHero
        eyebrow={about.hero.eyebrow}
        title={about.hero.title}
        subtitle={about.hero.subtitle}
      />

      <section aria-labelledby="our-story" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="our-story" className="text-3xl font-bold tracking-tight text-foreground">
            {about.story.title}
          </h2>
          <p className="mt-5 text-lg leading-8 text-muted">{about.story.text}</p>
          <ComingSoonButton className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full border border-border px-6 text-sm font-semibold text-foreground hover:border-accent hover:text-accent">
            {about.story.action}
            <Icon name="arrow-right" className="size-4" />
          </ComingSoonButton>
        </div>
      </section>

      <section id="values" aria-labelledby="values-title" className="bg-surface py-16 sm:py-24">
        <div className={PAGE_COLUMN}>
          <SectionHeading
            id="values-title"
            title={about.values.title}
            subtitle={about.values.subtitle}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map((value, i) => (
              <li key={i} className="rounded-2xl border border-border bg-background p-6">
                <span className="grid size-11 place-items-center rounded-xl bg-surface-strong text-accent">
                  <Icon name={value.icon} className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-foreground">{value.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="leadership" aria-labelledby="leadership-title" className="py-16 sm:py-24">
        <div className={PAGE_COLUMN}>
          <SectionHeading
            id="leadership-title"
            title={about.leadership.title}
            subtitle={about.leadership.subtitle}
          />
          <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {leaders.map((person, i) => (
              <li
                key={i}
                className="relative overflow-hidden rounded-2xl border border-border bg-surface transition-shadow hover:shadow-xl"
              >
                {person.photo ? (
                  <LibraryImage
                    image={person.photo}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2rem)"
                    className="aspect-square w-full object-cover"
                  />
                ) : (
                  // The drawings are small SVGs: there is nothing to resize.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={person.image}
                    alt={person.imageAlt}
                    width={480}
                    height={480}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full object-cover"
                  />
                )}
                <div className="p-6">
                  <h3 className="text-lg font-semibold text-foreground">
                    <ComingSoonButton className="text-left after:absolute after:inset-0 after:content-['']">
                      {person.name}
                    </ComingSoonButton>
                  </h3>
                  <p className="mt-1 text-sm font-medium text-accent">{person.position}</p>
                  <p className="mt-2 text-sm text-muted">{person.experience}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="history" aria-labelledby="history-title" className="bg-surface py-16 sm:py-24">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SectionHeading
            id="history-title"
            title={about.history.title}
            subtitle={about.history.subtitle}
          />
          <ol className="mt-12 space-y-8 border-l-2 border-accent/40 pl-8">
            {milestones.map((milestone, i) => (
              <li key={i} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full border-4 border-background bg-accent"
                />
                <p className="text-sm font-bold text-accent">{milestone.year}</p>
                <h3 className="mt-1 text-lg font-semibold text-foreground">{milestone.title}</h3>
                <p className="mt-1 text-muted">{milestone.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="pt-16 sm:pt-24">
        <CtaBanner id="join-title" title={about.join.title} text={about.join.text}>
          <ButtonLink href={about.join.href} variant="inverted">
            {about.join.action}
          </ButtonLink>
        </CtaBanner>
      </div>
    </>
  );
}
