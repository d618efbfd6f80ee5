import type { PostgrestClient } from "@supabase/postgrest-js";
import type { Database, Json } from "@/lib/supabase/database.types";
import type { EditorClient } from "../auth/editor-client";
import type { CollectionName } from "./registry";
import type { StoredRow } from "./item-rows";

/** Any collection's table, as the admin reads and writes it: columns by name. */
type ItemTable = {
  Row: StoredRow;
  Insert: Record<string, Json | undefined>;
  Update: Record<string, Json | undefined>;
  Relationships: [];
};

type ItemTables = Pick<
  PostgrestClient<{
    __InternalSupabase: Database["__InternalSupabase"];
    public: {
      Tables: Record<CollectionName, ItemTable>;
      Views: Record<never, never>;
      Functions: Record<never, never>;
    };
  }>,
  "from"
>;

/**
 * A collection's table. An item's columns are known only when the code runs, from its
 * collection's definition (lib/collections/registry/; validateItem checks them, then the table
 * itself), and postgrest-js types a query only for a table named by a literal, never by a type
 * parameter over several. So every collection's writes type it alike, as columns by name.
 */
export function itemTable(supabase: EditorClient, collection: CollectionName) {
  return (supabase as unknown as ItemTables).from(collection);
}
