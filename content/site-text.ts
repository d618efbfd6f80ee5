import { about } from "./about";
import { company, companyAddressLine } from "./company";
import { footer } from "./footer";
import { home } from "./home";
import { serviceSlug, services } from "./services";

/**
 * The site text editors can change in /admin without a deploy. Each key's default comes from
 * the content modules, so a missing or unreachable table leaves every page complete.
 */
export interface SiteTextEntry {
  key: string;
  default: string;
  /** Where the text shows, for editors. */
  location: string;
  /** Values are always rendered as text, never as HTML; multiline keeps line breaks. */
  multiline: boolean;
}

const fixedEntries: SiteTextEntry[] = [
  {
    key: "home.hero.title",
    default: home.hero.title,
    location: "Home page: hero title",
    multiline: false,
  },
  {
    key: "home.hero.tagline",
    default: home.hero.tagline,
    location: "Home page: hero tagline",
    multiline: true,
  },
  {
    key: "home.cta.title",
    default: home.cta.title,
    location: "Home page: closing call to action title",
    multiline: false,
  },
  {
    key: "home.cta.text",
    default: home.cta.text,
    location: "Home page: closing call to action text",
    multiline: true,
  },
  {
    key: "about.story",
    default: about.story.text,
    location: "About page: Our Story",
    multiline: true,
  },
  {
    key: "contact.email",
    default: company.emails.info,
    location: "Contact page card and footer: email address",
    multiline: false,
  },
  {
    key: "contact.phone",
    default: company.phone,
    location: "Contact page card and footer: phone number",
    multiline: false,
  },
  {
    key: "contact.address",
    default: companyAddressLine,
    location: "Contact page card, footer and Locations page: address",
    multiline: false,
  },
  {
    key: "footer.tagline",
    default: footer.tagline,
    location: "Footer on every page: company tagline",
    multiline: true,
  },
];

const serviceEntries: SiteTextEntry[] = services.flatMap((service) => [
  {
    key: `services.${serviceSlug(service)}.title`,
    default: service.title,
    location: `Service page /services/${serviceSlug(service)}: title`,
    multiline: false,
  },
  {
    key: `services.${serviceSlug(service)}.subtitle`,
    default: service.subtitle,
    location: `Service page /services/${serviceSlug(service)}: subtitle`,
    multiline: true,
  },
]);

export const siteTextCatalogue: readonly SiteTextEntry[] = [...fixedEntries, ...serviceEntries];

export const siteTextByKey: ReadonlyMap<string, SiteTextEntry> = new Map(
  siteTextCatalogue.map((entry) => [entry.key, entry]),
);
