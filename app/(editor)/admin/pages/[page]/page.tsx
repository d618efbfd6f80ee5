import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { adminRooms } from "@/content/admin";
import { siteTextPages } from "@/lib/site-text/catalogue";

type Props = { params: Promise<{ page: string }> };

const pageOf = (id: string) => siteTextPages.find((page) => page.id === id);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageOf((await params).page);
  return {
    title: page ? adminRooms.pagesTitle(page.label) : undefined,
    robots: { index: false, follow: false },
  };
}

/** One public page's texts (the layout's panel shows them, from the address): 404 for no page. */
export default async function PageTextsRoom({ params }: Props) {
  if (!pageOf((await params).page)) notFound();
  return null;
}
