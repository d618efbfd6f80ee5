import type { Metadata } from "next";
import type { ReactNode } from "react";
import { serviceHref } from "@/lib/services/catalogue";
import { notFoundMetadata } from "@/lib/metadata";
import { itemPageMetadata } from "@/lib/seo/page-head";
import { loadSiteContent } from "@/lib/site-text/content";

type Props = { params: Promise<{ slug: string }>; children: ReactNode };

// The head is built here rather than on the page: for a slug that is no service, Next renders
// the not-found page and takes the head from the layouts alone, so this is where it gets its title.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { services } = await loadSiteContent();
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) return notFoundMetadata;
  return itemPageMetadata(service, serviceHref(service));
}

export default function ServiceLayout({ children }: Props) {
  return children;
}
