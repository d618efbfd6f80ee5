import "server-only";
import { cache } from "react";
import { createPublicClient } from "@/lib/supabase/public-client";
import { mergeSiteText, type SiteText } from "./merge";
import { isPreviewing } from "@/lib/preview-mode";
import { loadPreviewRows } from "./preview";
import { readStoredText } from "./stored-rows";

let warned = false;

/** All stored site text over the defaults; the defaults alone when the backend cannot answer. */
export const loadSiteText = cache(async (): Promise<SiteText> => {
  if (await isPreviewing()) {
    const rows = await loadPreviewRows();
    if (rows) return mergeSiteText(rows);
  }
  const { data, error } = await readStoredText(createPublicClient());
  if (error) {
    if (!warned) {
      warned = true;
      console.warn(
        `Site text unavailable, using the defaults (${error.message || "no response"}).`,
      );
    }
    return mergeSiteText([]);
  }
  return mergeSiteText(data);
});
