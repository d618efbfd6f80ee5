import type { Metadata, Viewport } from "next";
import { Document } from "@/components/layout/document";
import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteChrome } from "@/components/layout/site-chrome";
import { company } from "@/content/company";
import { notFoundPage } from "@/content/errors";
import { rootViewport } from "@/lib/root-metadata";
import "./site.css";
import { geistSans } from "@/lib/fonts";

// Next reads this page's metadata statically, so its <title> keeps the default wording.
export const metadata: Metadata = {
  title: `${notFoundPage.metaTitle} | ${company.name}`,
  robots: { index: false },
};

export const viewport: Viewport = rootViewport;

/**
 * Any URL no route matches. It has no layout, so it brings the document and the site's frame
 * itself; as a not-found.tsx at the root it would ride along in every page's payload.
 */
export default function GlobalNotFound() {
  return (
    <Document fontClassName={geistSans.className}>
      <SiteChrome>
        <NotFoundView />
      </SiteChrome>
    </Document>
  );
}
