import type { Metadata } from "next";
import { company } from "@/content/company";
import { notFoundPage } from "@/content/errors";

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

/** A missing page's metadata: its own title, and kept out of search indexes. */
export const notFoundMetadata: Metadata = {
  title: notFoundPage.metaTitle,
  robots: { index: false },
};
