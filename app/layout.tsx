import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import { company } from "@/content/company";
import { loadSiteContent } from "@/lib/site-text/content";
import { siteUrl } from "@/lib/site-url";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { home } = await loadSiteContent();
  return {
    metadataBase: siteUrl,
    title: { default: `${company.name} | ${home.metaTitle}`, template: `%s | ${company.name}` },
    description: home.metaDescription,
    applicationName: company.name,
    openGraph: { type: "website", siteName: company.name, locale: "en_IN" },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#020617" },
  ],
};

/** The document every route shares; the public pages and the editor pages add their own frame. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <Document>{children}</Document>;
}
