import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { OnPageEditor } from "@/components/admin/on-page/on-page-editor.client";
import { field, label, secondaryButton } from "@/components/admin/shell/styles";
import { pageTextsPath } from "@/components/admin/shell/admin-rooms";
import { shellText } from "@/content/admin-shell";
import { previewText } from "@/content/preview";
import { currentMember } from "@/lib/auth/team";
import { safeNextPath } from "@/lib/auth/next-path";
import { siteTextPages } from "@/lib/site-text/catalogue";
import { browserSession } from "@/lib/auth/browser-session";
import { ON_PAGE_PATH, onPagePath, previewPath } from "@/lib/visual-editing/on-page-path";
import { NOTHING_STAGED, readStagedSummary } from "@/lib/visual-editing/staged-summary";

const t = previewText.onPage;

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

/** The pages the picker offers; any other page opens from a link in the preview. */
const pages = siteTextPages
  .filter((page) => page.group === "pages")
  .map((page) => [page.path, page.label] as const);

/** A public page in preview, edited in place (`?path=`, the home page by default). */
export default async function OnPageRoom({
  searchParams,
}: {
  searchParams: Promise<{ path?: string | string[] }>;
}) {
  const asked = (await searchParams).path;
  const path = safeNextPath(typeof asked === "string" ? asked : "/");
  const { supabase, user, role, publishes } = await currentMember();
  const session = await browserSession(supabase);
  if (!user || !session) redirect(`/login?next=${encodeURIComponent(onPagePath(path))}`);
  if (!role) redirect("/admin");
  const staged = (await readStagedSummary(supabase)) ?? NOTHING_STAGED;
  // The same page's texts in Pages (a page the catalogue does not list has none there).
  const texts = siteTextPages.find((page) => page.path === path);
  return (
    <AdminRoom title={t.title} subtitle={t.subtitle}>
      <div className="flex flex-col gap-4">
        <form action={ON_PAGE_PATH} className="flex flex-wrap items-center gap-3">
          <div>
            <label htmlFor="on-page-path" className={label}>
              {t.page}
            </label>
            <select id="on-page-path" name="path" defaultValue={path} className={field}>
              {pages.map(([pagePath, pageLabel]) => (
                <option key={pagePath} value={pagePath}>
                  {pageLabel} ({pagePath})
                </option>
              ))}
              {!pages.some(([pagePath]) => pagePath === path) && (
                <option value={path}>{path}</option>
              )}
            </select>
          </div>
          <button type="submit" className={secondaryButton}>
            {t.show}
          </button>
          <a
            href={previewPath(path)}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-4"
          >
            {t.openInTab}
          </a>
          {texts && (
            <a
              href={pageTextsPath(texts.id)}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-4"
            >
              {shellText.textLinks.pageTexts(texts.label)}
            </a>
          )}
        </form>
        <OnPageEditor
          key={path}
          path={path}
          title={t.frameTitle(path)}
          session={session}
          me={{ id: user.id, email: user.email ?? user.id }}
          staged={staged}
          canPublish={publishes}
        />
      </div>
    </AdminRoom>
  );
}
