import type { Metadata } from "next";
import { PostArticle } from "@/components/posts/post-article";
import { missingItemPage } from "@/lib/collections/redirects";
import { notFoundMetadata } from "@/lib/metadata";
import { postMetadata } from "@/lib/posts/post-metadata";
import { loadPost, loadPosts } from "@/lib/posts/read-posts";

/** Posts prerendered at build: the newest ones. Older ones render on their first visit, then stay static. */
const PRERENDERED = 50;

export async function generateStaticParams() {
  return (await loadPosts()).slice(0, PRERENDERED).map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await loadPost((await params).slug);
  return post ? postMetadata(post) : notFoundMetadata;
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) return missingItemPage(`/insights/${slug}`);
  return <PostArticle post={post} />;
}
