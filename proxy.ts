import type { NextRequest } from "next/server";
import { updateSession } from "@/lib/supabase/proxy";

export async function proxy(request: NextRequest) {
  return updateSession(request);
}

/** Only the editor's pages: public pages never run the proxy and stay static. */
export const config = {
  matcher: ["/admin", "/admin/:path*", "/login"],
};
