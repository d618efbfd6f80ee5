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
import { servicePageLabels, servicesPage } from "@/content/services-page";
import { brandText, contactFacts, navigationText } from "@/content/site-text";
import { loadCollections } from "@/lib/collections/load";
import { itemTextLookup } from "@/lib/collections/stored-text";
import { siteTextKey } from "./catalogue";
import { loadSiteText } from "./load";
import { overlayText } from "./tree";

/**
 * Every content module with the stored site text laid over its defaults, and the collections
 * as published, read once per render through the tagged cache. Server components take their words from here, never straight from
 * content/, so an editor's change reaches every place a text shows.
 */
export const loadSiteContent = cache(async () => {
  const [text, collections] = await Promise.all([loadSiteText(), loadCollections()]);
  const { services, industries } = collections;
  const lookup = (path: string) => text.get(siteTextKey(path));
  const stored = itemTextLookup((key) => text.get(key));
  const itemLookup = (path: string) => stored(siteTextKey(path));
  return {
    home: overlayText("home", home, lookup),
    about: overlayText("about", about, lookup),
    servicesPage: overlayText("services", servicesPage, lookup),
    serviceGroups: overlayText("services.groups", serviceGroups, lookup),
    servicePageLabels: overlayText("services.labels", servicePageLabels, lookup),
    services: services.map((service) =>
      overlayText(`services.${service.slug}`, service, itemLookup),
    ),
    industriesOverview: overlayText("industries", industriesOverview, lookup),
    industryPageLabels: overlayText("industries.labels", industryPageLabels, lookup),
    industries: industries.map((industry) =>
      overlayText(`industries.${industry.slug}`, industry, itemLookup),
    ),
    contact: overlayText("contact", contact, lookup),
    contactFacts: overlayText("contact", contactFacts, lookup),
    locations: overlayText("locations", locations, lookup),
    navigation: overlayText("navigation", navigationText, lookup),
    footer: overlayText("footer", footer, lookup),
    brand: overlayText("company", brandText, lookup),
    notFoundPage: overlayText("errors.not-found", notFoundPage, lookup),
    leaders: collections.leaders,
    values: collections.values,
    milestones: collections.milestones,
    serviceCards: collections.serviceCards,
    faqs: collections.faqs,
    officeHours: collections.officeHours,
    departmentContacts: collections.departmentContacts,
  };
});

export type SiteContent = Awaited<ReturnType<typeof loadSiteContent>>;
