import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { previewReturnPath } from "@/lib/auth/next-path";

/**
 * Ends the preview and goes back to the page (`path`, else the one the link was on), now as
 * visitors see it.
 */
export async function GET(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  redirect(
    previewReturnPath(request.nextUrl.searchParams.get("path"), request.headers.get("referer")),
  );
}
