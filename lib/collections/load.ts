import "server-only";
import { cache } from "react";
import { isPreviewing } from "@/lib/preview-mode";
import { createPublicClient } from "@/lib/supabase/public-client";
import { createClient } from "@/lib/supabase/server";
import { isMarkingTexts } from "@/lib/visual-editing/marking";
import type { Reader } from "@/lib/supabase/reader";
import { readCollections } from "./read-collections";
import type { Collections } from "./site-lists";
import type { ItemDraft } from "./staged";

export type { Collections } from "./site-lists";

/**
 * The staged items, read as the signed-in editor: RLS shows them to editors only, so anyone else
 * previewing sees what is published. Null when they cannot be read.
 */
async function readStagedItems(supabase: Reader): Promise<ItemDraft[] | null> {
  const { data, error } = await supabase.from("collection_drafts").select();
  return error ? null : data;
}

/**
 * The site's collections as published, in the editors' order, read once per render through the
 * same tagged cache as the site text. In preview, read fresh as the editor, with the staged
 * items laid over.
 */
export const loadCollections = cache(async (): Promise<Collections> => {
  if (await isPreviewing()) {
    const editor = await createClient();
    const staged = await readStagedItems(editor);
    const previewed = staged && (await readCollections(editor, staged, await isMarkingTexts()));
    // A failed read in preview (an editor's session gone stale) previews the published site
    // rather than the shipped lists.
    if (previewed?.complete) return previewed.collections;
  }
  return (await readCollections(createPublicClient(), [])).collections;
});
