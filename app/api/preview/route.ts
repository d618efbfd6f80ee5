import { draftMode } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { previewText } from "@/content/preview";
import { safeNextPath } from "@/lib/auth/next-path";
import { currentMember } from "@/lib/auth/team";

/**
 * Turns on preview of staged text (Next's draft mode) for a signed-in editor, then opens the
 * page asked for. Draft mode renders every page per request and marks it uncacheable, so
 * visitors and shared caches never get a preview.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const path = safeNextPath(request.nextUrl.searchParams.get("path") ?? "/");
  const { user, role } = await currentMember();
  if (!user) {
    redirect(`/login?next=${encodeURIComponent(`/api/preview?path=${path}`)}`);
  }
  if (!role) {
    return new Response(previewText.notEditor, {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  (await draftMode()).enable();
  redirect(path);
}
