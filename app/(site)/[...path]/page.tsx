import type { Metadata } from "next";
import { PageArticle } from "@/components/pages/page-article";
import { missingItemPage } from "@/lib/collections/redirects";
import { notFoundMetadata } from "@/lib/metadata";
import { pageHeadMetadata } from "@/lib/pages/page-metadata";
import { PAGE_PATH_PATTERN } from "@/lib/pages/path-rules";
import { loadPage, loadPageLinks } from "@/lib/pages/read-pages";

/** Pages published at build time are prerendered; one published later renders on its first visit, then stays static. */
export async function generateStaticParams() {
  return (await loadPageLinks()).map((page) => ({ path: page.path.split("/").slice(1) }));
}

type Props = { params: Promise<{ path: string[] }> };

/** The address the segments name; an address no page could have never reaches the database. */
async function pageAt(params: Props["params"]) {
  const path = `/${(await params).path.join("/")}`;
  return { path, page: PAGE_PATH_PATTERN.test(path) ? await loadPage(path) : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = await pageAt(params);
  return page ? pageHeadMetadata(page) : notFoundMetadata;
}

export default async function BlockPage({ params }: Props) {
  const { path, page } = await pageAt(params);
  if (!page) return missingItemPage(path);
  return <PageArticle page={page} />;
}
