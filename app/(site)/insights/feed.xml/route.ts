import { rssFeed } from "@/lib/posts/feed";
import { loadPosts } from "@/lib/posts/read-posts";

/** The newest posts as RSS 2.0; static, regenerated with the pages when posts change. */
export const dynamic = "force-static";

export async function GET() {
  const posts = await loadPosts();
  if (posts.length === 0) return new Response(null, { status: 404 });
  return new Response(rssFeed(posts), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
