import { CtaBanner } from "@/components/sections/cta-banner";
import { HomeHero } from "@/components/sections/home-hero";
import { ServiceCardGrid } from "@/components/sections/service-card-grid";
import type { Metadata } from "next";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";
import { company } from "@/content/company";
import { home } from "@/content/home";
import { loadSiteText } from "@/lib/site-text/load";
import { siteTextValue } from "@/lib/site-text/merge";
import { organizationJsonLd } from "@/lib/structured-data";

// The title and description are the layout's defaults; the home page adds its canonical URL.
export const metadata: Metadata = {
  alternates: { canonical: "/" },
  openGraph: { type: "website", siteName: company.name, url: "/" },
};

export default async function HomePage() {
  const text = await loadSiteText();
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <HomeHero
        title={siteTextValue(text, "home.hero.title")}
        tagline={siteTextValue(text, "home.hero.tagline")}
      />
      <ServiceCardGrid
        title={home.services.title}
        subtitle={home.services.subtitle}
        actionLabel={home.services.cardAction}
        actionJoiner={home.services.cardActionJoiner}
        cards={home.services.cards}
      />
      <CtaBanner
        id="home-cta"
        title={siteTextValue(text, "home.cta.title")}
        text={siteTextValue(text, "home.cta.text")}
      >
        <ButtonLink href={company.projectRequestUrl} external variant="inverted">
          {home.cta.action}
        </ButtonLink>
      </CtaBanner>
    </>
  );
}
