import { company } from "@/content/company";
import type { NavLink, Office } from "@/content/types";
import { absoluteUrl } from "./site-url";

/** The company, at its headquarters (the first office the site lists). */
export function organizationJsonLd(headquarters: Office) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: headquarters.email,
    telephone: headquarters.phone,
    foundingDate: String(company.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: headquarters.street,
      addressLocality: headquarters.city,
      addressRegion: headquarters.region,
      postalCode: headquarters.postalCode,
      addressCountry: headquarters.countryCode,
    },
  };
}

export function serviceJsonLd(name: string, description: string, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(path),
    serviceType: name,
    provider: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
    areaServed: "Worldwide",
  };
}

export function breadcrumbJsonLd(trail: NavLink[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}
