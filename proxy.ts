import { NextResponse, type NextRequest } from "next/server";
import { refuseUnsafePost } from "@/lib/post-guard";
import { SEARCH_PATH } from "@/lib/search/links";
import { limitSearches } from "@/lib/search/search-limit";
import { createNonce, noncePolicy } from "@/lib/security-headers";
import { supabaseEnv } from "@/lib/supabase/env";
import { updateSession } from "@/lib/supabase/proxy";

const dev = process.env.NODE_ENV === "development";

export async function proxy(request: NextRequest) {
  const refused = await refuseUnsafePost(request);
  if (refused) return refused;

  // The search is a public page: it keeps the public pages' policy (next.config) and needs no
  // session, only the limit on how often one address may search.
  if (request.nextUrl.pathname === SEARCH_PATH) {
    return limitSearches(request) ?? NextResponse.next();
  }

  const policy = noncePolicy(supabaseEnv().url, dev, createNonce());
  // Next reads the nonce from the policy on the request and puts it on its own scripts; the
  // browser reads the policy on the response. updateSession passes these headers on.
  request.headers.set("Content-Security-Policy", policy);
  const response = await updateSession(request);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

/**
 * The editor's pages, and the search for its limit: the other public pages never run the proxy
 * and stay static.
 */
export const config = {
  matcher: ["/admin", "/admin/:path*", "/login", "/login/:path*", "/welcome", "/search"],
};
