import { ListRoute, listMetadata } from "@/components/posts/list-route";
import { pageFromSegments } from "@/lib/posts/post-list";
import { loadListParams } from "@/lib/posts/load-list";

type Props = { params: Promise<{ slug: string; page?: string[] }> };

/** The posts about each service that has some, and their later pages. */
export async function generateStaticParams() {
  return (await loadListParams()).services;
}

async function route(params: Props["params"]) {
  const { slug, page } = await params;
  return { filter: { by: "service", slug } as const, page: pageFromSegments(page) };
}

export async function generateMetadata({ params }: Props) {
  const { filter, page } = await route(params);
  return listMetadata(filter, page);
}

export default async function ServicePostsPage({ params }: Props) {
  return <ListRoute {...await route(params)} />;
}
