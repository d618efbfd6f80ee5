import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { safeNextPath } from "@/lib/auth/next-path";

/** Ends the preview and goes back to the page (`path`), now as visitors see it. */
export async function GET(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  redirect(safeNextPath(request.nextUrl.searchParams.get("path") ?? "/"));
}
