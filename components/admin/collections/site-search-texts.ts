"use server";

import { currentMember } from "@/lib/auth/team";
import { builtInSearchTexts, isBuiltInPath, type SearchTexts } from "@/lib/seo/built-in-pages";
import { loadSiteContent } from "@/lib/site-text/content";

/**
 * The title and description a page that is not an item has without settings of its own, as the
 * site's texts word them now, for its form's preview. Anyone can call a server action: only the
 * team is answered.
 */
export async function siteSearchTexts(path: string): Promise<SearchTexts | null> {
  const { role } = await currentMember();
  if (!role || !isBuiltInPath(path)) return null;
  return builtInSearchTexts(await loadSiteContent())[path];
}
