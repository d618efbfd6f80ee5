import { requestRefused } from "@/content/admin";

/** Next's default server-actions body limit (serverActions.bodySizeLimit, left unset here). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Whether a POST comes from another site. The same rule as Next's own server-action check (the
 * Origin's host against the first x-forwarded-host, else Host), which answers a refusal with a
 * 500. A missing Origin passes, as it does in Next: browsers send one with every POST, so only
 * hand-made requests lack it, and those carry no one else's cookies.
 */
export function isCrossOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin === null) return false;
  let originHost: string;
  try {
    // "null" (sandboxed frames, privacy-sensitive contexts) does not parse: refused, as in Next.
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  return originHost !== host;
}

/**
 * Whether the body is over the limit. A declared length is exact (Node's parser holds the body to
 * it); a chunked body declares none, so it is counted as it arrives, stopping one byte past the
 * limit. The proxy reads a copy: Next buffers the body for it and hands the original on.
 */
export async function isBodyTooLarge(request: Request, limit = BODY_LIMIT_BYTES): Promise<boolean> {
  const declared = request.headers.get("content-length");
  if (declared !== null) return Number(declared) > limit;
  if (!request.body) return false;
  const reader = request.body.getReader();
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return true;
    }
  }
}

function refusal(status: 403 | 413, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Refuses the POSTs Next would otherwise fail with a bare 500: a foreign Origin (403) and a body
 * over the server-actions limit (413). Anything else, and every other method, passes (null).
 */
export async function refuseUnsafePost(request: Request): Promise<Response | null> {
  if (request.method !== "POST") return null;
  if (isCrossOrigin(request.headers)) return refusal(403, requestRefused.crossOrigin);
  if (await isBodyTooLarge(request)) {
    return refusal(413, requestRefused.tooLarge(BODY_LIMIT_BYTES / (1024 * 1024)));
  }
  return null;
}
