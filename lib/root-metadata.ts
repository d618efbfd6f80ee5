import type { Metadata, Viewport } from "next";
import { company } from "@/content/company";
import { OPEN_GRAPH } from "@/lib/metadata";
import { loadSiteContent } from "@/lib/site-text/content";
import { siteUrl } from "@/lib/site-url";

/** Metadata every page starts from; both root layouts (public site, editor) export it. */
export async function rootMetadata(): Promise<Metadata> {
  const { home } = await loadSiteContent();
  return {
    metadataBase: siteUrl,
    title: { default: `${company.name} | ${home.metaTitle}`, template: `%s | ${company.name}` },
    description: home.metaDescription,
    applicationName: company.name,
    openGraph: OPEN_GRAPH,
    twitter: { card: "summary_large_image" },
  };
}

export const rootViewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};
