import { CtaBanner } from "@/components/sections/cta-banner";
import { LatestPostsSection } from "@/components/posts/latest-posts-section";
import { HomeHero } from "@/components/sections/home-hero";
import { IndustryLinks } from "@/components/sections/industry-links";
import { PracticeGrid } from "@/components/sections/practice-grid";
import { ProofStrip } from "@/components/sections/proof-strip";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";
import { company } from "@/content/company";
import { figureValues } from "@/content/home";
import { builtInPageMetadata } from "@/lib/seo/page-head";
import { loadSiteSettings } from "@/lib/site-settings";
import { loadSiteContent } from "@/lib/site-text/content";
import { organizationJsonLd } from "@/lib/structured-data";

// The title and description are the layout's defaults unless editors set the page's own; the
// home page adds its canonical URL and the share image editors chose for it, if any.
export async function generateMetadata(): Promise<Metadata> {
  return builtInPageMetadata("/", await loadSiteContent());
}

export default async function HomePage() {
  const [
    {
      home,
      navigation,
      services,
      serviceGroups,
      industries,
      industriesOverview,
      serviceCards,
      headquarters,
    },
    settings,
  ] = await Promise.all([loadSiteContent(), loadSiteSettings()]);
  // Until an admin sets the company's own form, the buttons open the placeholder one.
  const projectRequestUrl = settings.projectRequestUrl ?? company.projectRequestUrl;
  const figures = figureValues(home.proof.figures, {
    services: services.length,
    practices: serviceGroups.length,
    industries: industries.length,
  });
  return (
    <>
      <JsonLd data={organizationJsonLd(headquarters)} />
      <HomeHero
        hero={home.hero}
        newTabNote={navigation.labels.newTab}
        projectRequestUrl={projectRequestUrl}
      />
      <ProofStrip label={home.proof.label} figures={figures} />
      <ServiceCardGrid
        title={home.services.title}
        subtitle={home.services.subtitle}
        actionLabel={home.services.cardAction}
        actionJoiner={home.services.cardActionJoiner}
        cards={serviceCards}
      />
      <PracticeGrid
        eyebrow={home.practices.eyebrow}
        title={home.practices.title}
        subtitle={home.practices.subtitle}
        action={home.practices.action}
        groups={serviceGroups}
      />
      <IndustryLinks
        eyebrow={home.industries.eyebrow}
        title={home.industries.title}
        subtitle={industriesOverview.subtitle}
        action={home.industries.action}
        industries={industries}
      />
      <LatestPostsSection />
      <CtaBanner id="home-cta" title={home.cta.title} text={home.cta.text}>
        <ButtonLink
          href={projectRequestUrl}
          external={{ newTabNote: navigation.labels.newTab }}
          variant="inverted"
        >
          {home.cta.action}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
