import "server-only";
import type { createClient } from "@/lib/supabase/server";
import type { CollectionName } from "./fields";
import type { StoredRow } from "./item-rows";
import { withStoredText } from "./stored-text";

type Client = Awaited<ReturnType<typeof createClient>>;

export type EditorRows = { rows: StoredRow[] } | { error: { code?: string; message: string } };

/**
 * A collection's rows in the site's order, read with the editor's own session (so fresh, never
 * the public cache), each with any site text stored for its fields laid over, as its page
 * shows it.
 */
export async function loadEditorRows(
  supabase: Client,
  collection: CollectionName,
): Promise<EditorRows> {
  const [items, texts] = await Promise.all([
    supabase
      .from(collection as "services")
      .select()
      .order("sort_order")
      .order("id"),
    supabase
      .from("website_content")
      .select("content_key, content_value")
      .like("content_key", `${collection}.%`),
  ]);
  if (items.error) return { error: items.error };
  if (texts.error) return { error: texts.error };
  const stored = new Map(texts.data.map((row) => [row.content_key, row.content_value]));
  const rows = items.data as unknown as StoredRow[];
  return { rows: rows.map((row) => withStoredText(collection, row, (key) => stored.get(key))) };
}
