import { ListRoute, listMetadata } from "@/components/posts/list-route";
import { pageFromSegments } from "@/lib/posts/post-list";
import { loadPosts } from "@/lib/posts/read-posts";
import { laterPages } from "@/lib/posts/post-list";

type Props = { params: Promise<{ n: string }> };

/** The pages after the first of every post, prerendered; a later one on its first request. */
export async function generateStaticParams() {
  return laterPages((await loadPosts()).length).map((page) => ({ n: String(page) }));
}

const pageOf = async (params: Props["params"]) => pageFromSegments(["page", (await params).n]);

export async function generateMetadata({ params }: Props) {
  return listMetadata({ by: "all" }, await pageOf(params));
}

export default async function InsightsListPage({ params }: Props) {
  return <ListRoute filter={{ by: "all" }} page={await pageOf(params)} />;
}
