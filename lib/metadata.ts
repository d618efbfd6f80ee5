import type { Metadata } from "next";
import { company } from "@/content/company";

/** Per-route metadata: title, description, canonical URL and the social cards. */
export function pageMetadata(title: string, description: string, path: string): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: company.name, title, description, url: path },
    twitter: { title, description },
  };
}
