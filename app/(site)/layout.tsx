import type { ReactNode } from "react";
import { Document } from "@/components/layout/document";
import { SiteChrome } from "@/components/layout/site-chrome";
import { rootMetadata, rootViewport } from "@/lib/root-metadata";
import "../site.css";
import { geistSans } from "@/lib/fonts";

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

/**
 * Root layout of the public pages: static, so no CSP nonce (their policy allows inline scripts).
 * The editor pages have a root layout of their own.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <Document fontClassName={geistSans.className}>
      <SiteChrome>{children}</SiteChrome>
    </Document>
  );
}
