import { insightsPage } from "@/content/insights";
import { absoluteUrl } from "@/lib/site-url";
import { postPath, type PostSummary } from "./post";
import { INSIGHTS_PATH } from "./filters";

/** Posts the feed carries: the newest. */
export const FEED_ITEMS = 20;

export const FEED_PATH = `${INSIGHTS_PATH}/feed.xml`;

const escape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) =>
      ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[character]!,
  );

/** RFC 822, as RSS dates are written. */
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

/** The newest posts as an RSS 2.0 document. */
export function rssFeed(posts: readonly PostSummary[]): string {
  const items = posts.slice(0, FEED_ITEMS).map((post) => {
    const url = absoluteUrl(postPath(post.slug));
    return [
      "<item>",
      `<title>${escape(post.title)}</title>`,
      `<link>${escape(url)}</link>`,
      `<guid isPermaLink="false">${escape(post.id)}</guid>`,
      `<pubDate>${rssDate(post.publishedAt)}</pubDate>`,
      `<category>${escape(insightsPage.kinds[post.kind].label)}</category>`,
      `<description>${escape(post.summary)}</description>`,
      "</item>",
    ].join("");
  });
  const { title, description } = insightsPage.feed;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escape(title)}</title>`,
    `<link>${escape(absoluteUrl(INSIGHTS_PATH))}</link>`,
    `<description>${escape(description)}</description>`,
    "<language>en</language>",
    `<atom:link href="${escape(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(posts[0]
      ? [`<lastBuildDate>${new Date(posts[0].updatedAt).toUTCString()}</lastBuildDate>`]
      : []),
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
