import { ListRoute, listMetadata } from "@/components/posts/list-route";
import { pageFromSegments } from "@/lib/posts/post-list";
import { loadListParams } from "@/lib/posts/load-list";

type Props = { params: Promise<{ kind: string; page?: string[] }> };

/** Each kind's list (case studies, insights, news) and its later pages. */
export async function generateStaticParams() {
  return (await loadListParams()).kinds;
}

async function route(params: Props["params"]) {
  const { kind, page } = await params;
  return { filter: { by: "kind", segment: kind } as const, page: pageFromSegments(page) };
}

export async function generateMetadata({ params }: Props) {
  const { filter, page } = await route(params);
  return listMetadata(filter, page);
}

export default async function KindListPage({ params }: Props) {
  return <ListRoute {...await route(params)} />;
}
