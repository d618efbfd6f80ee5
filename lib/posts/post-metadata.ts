import type { Metadata } from "next";
import { pageMetadata } from "@/lib/metadata";
import { postPath, type Post } from "./post";

/** A post's head: its search title and description (else its title and summary), card, index rule. */
export function postMetadata(post: Post): Metadata {
  const base = pageMetadata(
    post.metaTitle ?? post.title,
    post.metaDescription ?? post.summary,
    postPath(post.slug),
    post.shareImage,
  );
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
    },
    twitter: { ...base.twitter, card: "summary_large_image" },
    ...(post.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
