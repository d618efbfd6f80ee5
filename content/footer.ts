import { company } from "./company";

export const footer = {
  tagline: company.tagline,
  contactTitle: "Contact",
  emailLabel: "Email",
  phoneLabel: "Phone",
  addressLabel: "Address",
  followTitle: "Follow us",
  // The legal name ends in a full stop ("Ltd."), so the sentence does not add another.
  copyright: `© ${company.copyrightYear} ${company.legalName} All rights reserved.`,
  particles: 20,
} as const;
