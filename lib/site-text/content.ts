import "server-only";
import { cache } from "react";
import { about } from "@/content/about";
import { contact } from "@/content/contact";
import { notFoundPage } from "@/content/errors";
import { footer } from "@/content/footer";
import { home } from "@/content/home";
import { industryPageLabels } from "@/content/industries-page";
import { industriesOverview } from "@/content/industries";
import { locations } from "@/content/locations";
import { serviceGroups } from "@/content/services";
import { servicePageLabels, servicesPage, subcategoryPage } from "@/content/services-page";
import { addressLine, offices } from "@/content/company";
import { brandText, navigationText } from "@/content/site-text";
import { loadCollections } from "@/lib/collections/load";
import { isMarkingTexts } from "@/lib/visual-editing/marking";
import { markText, textRef } from "@/lib/visual-editing/marks";
import { siteTextKey } from "./catalogue";
import { loadSiteText } from "./load";
import { overlayText } from "./tree";

/**
 * Every content module with the stored site text laid over its defaults, and the collections
 * as published, read once per render through the tagged cache. Server components take their
 * words from here, never straight from content/, so an editor's change reaches every place a
 * text shows, and in "Edit on the page" every place a text shows can be edited.
 */
export const loadSiteContent = cache(async () => {
  const [text, collections, marking] = await Promise.all([
    loadSiteText(),
    loadCollections(),
    isMarkingTexts(),
  ]);
  // The first office's details are the company's on every page; with none listed, the
  // shipped ones, so no contact card is ever blank.
  const headquarters = collections.offices[0] ?? offices[0]!;
  // In "Edit on the page" each text carries its key unseen (lib/visual-editing).
  const lookup = (path: string) => {
    const key = siteTextKey(path);
    const value = text.get(key);
    return marking && value !== undefined ? markText(value, textRef(key)) : value;
  };
  return {
    home: overlayText("home", home, lookup),
    about: overlayText("about", about, lookup),
    servicesPage: overlayText("services", servicesPage, lookup),
    serviceGroups: overlayText("services.groups", serviceGroups, lookup),
    servicePageLabels: overlayText("services.labels", servicePageLabels, lookup),
    subcategoryPage: overlayText("services.areas", subcategoryPage, lookup),
    industriesOverview: overlayText("industries", industriesOverview, lookup),
    industryPageLabels: overlayText("industries.labels", industryPageLabels, lookup),
    contact: overlayText("contact", contact, lookup),
    contactFacts: {
      email: headquarters.email,
      phone: headquarters.phone,
      address: addressLine(headquarters),
    },
    headquarters,
    locations: overlayText("locations", locations, lookup),
    navigation: overlayText("navigation", navigationText, lookup),
    footer: overlayText("footer", footer, lookup),
    brand: overlayText("company", brandText, lookup),
    notFoundPage: overlayText("errors.not-found", notFoundPage, lookup),
    // Every collection the site shows, by its key (lib/collections/registry/).
    ...collections,
  };
});

export type SiteContent = Awaited<ReturnType<typeof loadSiteContent>>;
