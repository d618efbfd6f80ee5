import type { Office, PostalAddress } from "./types";

/**
 * Company facts: the one place for names, addresses and numbers.
 *
 * The specification withholds the real email domain and phone number. Until the company
 * supplies them, the addresses use the reserved example.com domain and the number is a
 * placeholder in India's format; replace both here and nowhere else.
 */
export const company = {
  name: "Vertex Silicon Systems",
  shortName: "Vertex",
  legalName: "Vertex Silicon Systems Pvt. Ltd.",
  tagline:
    "Semiconductor, embedded and software engineering services that take products from specification to silicon and into the field.",
  foundedYear: 2024,
  copyrightYear: 2025,
  emails: {
    info: "info@example.com",
    sales: "sales@example.com",
    support: "support@example.com",
    careers: "careers@example.com",
    press: "press@example.com",
    partnerships: "partnerships@example.com",
  },
  phone: "+91 40 0000 0000",
  address: {
    street: "Road No. 12, Banjara Hills",
    city: "Hyderabad",
    region: "Telangana",
    postalCode: "500034",
    country: "India",
    countryCode: "IN",
  },
  /** External form where prospects request a project; opened in a new tab. */
  projectRequestUrl: "https://forms.example.com/start-your-project",
  social: {
    linkedin: "LinkedIn",
    twitter: "Twitter",
    facebook: "Facebook",
  },
} as const;

export type Company = typeof company;

/** An address on one line, as shown in the footer and on contact cards. */
export function addressLine(address: PostalAddress): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}, ${address.country}`;
}

export const companyAddressLine = addressLine(company.address);

/**
 * The offices as the site ships them: the headquarters at the company's address. Editors
 * change them in /admin (public.offices); the first is the one every page's contact details
 * show.
 */
export const offices: readonly Office[] = [
  {
    name: "Hyderabad headquarters",
    ...company.address,
    phone: company.phone,
    email: company.emails.info,
  },
];
