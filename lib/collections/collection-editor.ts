import "server-only";
import { editorClient } from "@/lib/auth/editor-client";
import type { EditorClient } from "../auth/editor-client";
import { type CollectionName, isCollectionName } from "./registry";

/** An editor's session, with the collection a request names once it is known to exist. */
export interface CollectionEditor {
  supabase: EditorClient;
  collection: CollectionName;
}

/**
 * Who writes to `collection`: null for anyone who is not an editor, and for a name that is not
 * a collection (the browser sends it).
 */
export async function collectionEditor(collection: string): Promise<CollectionEditor | null> {
  if (!isCollectionName(collection)) return null;
  const supabase = await editorClient();
  return supabase ? { supabase, collection } : null;
}
