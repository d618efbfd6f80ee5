import { CtaBanner } from "@/components/sections/cta-banner";
import { HomeHero } from "@/components/sections/home-hero";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";
import { company } from "@/content/company";
import { loadSiteContent } from "@/lib/site-text/content";
import { organizationJsonLd } from "@/lib/structured-data";

// The title and description are the layout's defaults; the home page adds its canonical URL.
export const metadata: Metadata = {
  alternates: { canonical: "/" },
  openGraph: { type: "website", siteName: company.name, url: "/" },
};

export default async function HomePage() {
  const { home, navigation } = await loadSiteContent();
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeHero hero={home.hero} newTabNote={navigation.labels.newTab} />
      <ServiceCardGrid
        title={home.services.title}
        subtitle={home.services.subtitle}
        actionLabel={home.services.cardAction}
        actionJoiner={home.services.cardActionJoiner}
        cards={home.services.cards}
      />
      <CtaBanner id="home-cta" title={home.cta.title} text={home.cta.text}>
        <ButtonLink
          href={company.projectRequestUrl}
          external={{ newTabNote: navigation.labels.newTab }}
          variant="inverted"
        >
          {home.cta.action}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
