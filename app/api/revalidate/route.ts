import { revalidateTag } from "next/cache";
import { after } from "next/server";
import { revalidationText as t } from "@/content/revalidation";
import { bearerMatches } from "@/lib/site-text/bearer";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

/** Longer than a page's render on a busy server, well inside the 5 s a change may take. */
export const IN_FLIGHT_RENDER_MS = 1500;

/**
 * Called by the database (pg_net, from a trigger on website_content) after any change to the
 * site text, wherever it was made, so the static pages show it within seconds instead of at
 * their periodic revalidation. Only the shared secret may trigger it: each call makes the next
 * visit to every public page wait for a fresh render.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = process.env.SITE_REVALIDATE_SECRET;
  if (!secret) return answer(503, t.notConfigured);
  if (!bearerMatches(request.headers.get("authorization"), secret)) {
    return answer(401, t.unauthorized, { "WWW-Authenticate": 'Bearer realm="revalidate"' });
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) return answer(415, t.notJson);
  try {
    // The body names the change (pg_net's JSON); any change means the same thing here.
    await request.json();
  } catch {
    return answer(400, t.malformedJson);
  }

  // Not updateTag (Server Actions only), and not the "max" profile, which would serve the old
  // text once more: expired outright, so the next request renders with the new text.
  revalidateTag(SITE_TEXT_TAG, { expire: 0 });
  // Next dates a cache entry when it is written, so a page whose render began before this call
  // would store the old text as newer than the change and serve it until the periodic
  // revalidation. Expire once more when such renders have finished.
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_RENDER_MS));
    revalidateTag(SITE_TEXT_TAG, { expire: 0 });
  });
  return Response.json({ revalidated: true, tag: SITE_TEXT_TAG, now: Date.now() });
}

function answer(status: number, message: string, headers?: Record<string, string>): Response {
  return Response.json({ revalidated: false, message }, { status, headers });
}
