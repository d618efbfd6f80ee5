import type { PageLayout } from "@/lib/blocks/types";
import type { SiteImage } from "@/content/types";

/** Where the footer links a page (public.pages.footer_group). */
export type FooterGroup = "none" | "legal" | "company";

/** A page built from blocks, as the site shows it. */
export interface Page {
  id: string;
  path: string;
  title: string;
  layout: PageLayout;
  metaTitle?: string;
  metaDescription?: string;
  shareImage?: SiteImage;
  noindex: boolean;
  footerGroup: FooterGroup;
  updatedAt?: string;
}

/** What the footer and the sitemap need of a page: no layout. */
export type PageLink = Pick<Page, "path" | "title" | "noindex" | "footerGroup" | "updatedAt">;
