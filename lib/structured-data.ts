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

/** A post as a BlogPosting: its headline, dates, author (a leader, else the company) and image. */
export function postJsonLd(post: {
  title: string;
  summary: string;
  path: string;
  publishedAt: string;
  updatedAt: string;
  author?: { name: string; position: string };
  image?: string;
}) {
  const publisher = { "@type": "Organization", name: company.name, url: absoluteUrl("/") };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    url: absoluteUrl(post.path),
    mainEntityOfPage: absoluteUrl(post.path),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: post.author
      ? { "@type": "Person", name: post.author.name, jobTitle: post.author.position }
      : publisher,
    publisher,
    ...(post.image ? { image: post.image } : {}),
  };
}
