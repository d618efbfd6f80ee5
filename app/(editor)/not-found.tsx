import Link from "next/link";
import { EditorMain } from "@/components/admin/shell/editor-main";
import { notFoundPage } from "@/content/errors";

/**
 * Reached only through notFound() in the editor pages: unknown URLs get global-not-found.tsx and
 * the public pages their own not-found.tsx. Every editor page's payload carries this one, so it
 * stays small.
 */
export default function NotFound() {
  return (
    <EditorMain className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-foreground">{notFoundPage.title}</h1>
      <Link href="/" className="mt-6 inline-flex min-h-11 items-center text-accent underline">
        {notFoundPage.links[0]?.label}
      </Link>
    </EditorMain>
  );
}
