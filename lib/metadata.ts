import type { Metadata } from "next";
import { company } from "@/content/company";
import type { SiteImage } from "@/content/types";
import { renderedImageUrl } from "@/lib/media/image-loader";
import { notFoundPage } from "@/content/errors";

/** What every page's Open Graph says (a page's own openGraph replaces its layout's whole). */
export const OPEN_GRAPH = { type: "website", siteName: company.name, locale: "en_IN" } as const;

/** Social cards' size: what Open Graph and X show without cropping. */
const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

/**
 * A library image as a social card, cut to the card's shape by Storage's image endpoint (the
 * documented cover crop, which keeps the centre).
 */
function shareCard(image: SiteImage) {
  const url = renderedImageUrl(image.src, {
    width: String(SHARE_WIDTH),
    height: String(SHARE_HEIGHT),
    resize: "cover",
  });
  return { url, width: SHARE_WIDTH, height: SHARE_HEIGHT, alt: image.alt };
}

/**
 * Per-route metadata: title, description, canonical URL and the social cards, with the page's
 * own share image when editors chose one (otherwise the site's generated card).
 */
export function pageMetadata(
  title: string,
  description: string,
  path: string,
  shareImage?: SiteImage,
): Metadata {
  const images = shareImage ? { images: [shareCard(shareImage)] } : {};
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { ...OPEN_GRAPH, title, description, url: path, ...images },
    twitter: { title, description, ...images },
  };
}

/** The home page's share image, when editors chose one: its title stays the root layout's. */
export function homeShareMetadata(shareImage: SiteImage | undefined): Metadata {
  if (!shareImage) return {};
  const images = [shareCard(shareImage)];
  return { openGraph: { ...OPEN_GRAPH, url: "/", images }, twitter: { images } };
}

/** A missing page's metadata: its own title, and kept out of search indexes. */
export const notFoundMetadata: Metadata = {
  title: notFoundPage.metaTitle,
  robots: { index: false },
};
