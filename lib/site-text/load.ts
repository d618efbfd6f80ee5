import "server-only";
import { cache } from "react";
import { createPublicClient } from "@/lib/supabase/public-client";
import { mergeSiteText, type SiteText } from "./merge";
import { isPreviewing } from "@/lib/preview-mode";
import { loadPreviewRows } from "./preview";
import { readStoredText } from "./stored-rows";

/**
 * All stored site text over the defaults. When the backend cannot answer, the public client
 * gives the last text it read (and warns); the defaults alone only when it never read any.
 */
export const loadSiteText = cache(async (): Promise<SiteText> => {
  if (await isPreviewing()) {
    const rows = await loadPreviewRows();
    if (rows) return mergeSiteText(rows);
  }
  const { data, error } = await readStoredText(createPublicClient());
  return mergeSiteText(error ? [] : data);
});
