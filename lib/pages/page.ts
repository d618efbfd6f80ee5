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
  /**
   * In an editor's marking preview ("Edit on the page"): its words carry their edit marks, and
   * a block with none opens the page's form. Visitors' pages never are.
   */
  marked?: boolean;
}

/** What the footer and the sitemap need of a page: no layout. */
export type PageLink = Pick<Page, "path" | "title" | "noindex" | "footerGroup" | "updatedAt">;
