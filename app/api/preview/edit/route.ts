import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { previewReturnPath } from "@/lib/auth/next-path";
import { onPagePath } from "@/lib/visual-editing/on-page-path";

/** Opens the page the link was on (or `path`) in the admin's "Edit on the page". */
export async function GET(request: NextRequest): Promise<Response> {
  redirect(
    onPagePath(
      previewReturnPath(request.nextUrl.searchParams.get("path"), request.headers.get("referer")),
    ),
  );
}
