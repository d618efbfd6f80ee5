import "server-only";
import { cache } from "react";
import { allRows } from "@/lib/supabase/all-rows";
import { createPublicClient } from "@/lib/supabase/public-client";
import { mergeSiteText, type SiteText } from "./merge";
import { isPreviewing, loadPreviewRows } from "./preview";

let warned = false;

/** All stored site text over the defaults; the defaults alone when the backend cannot answer. */
export const loadSiteText = cache(async (): Promise<SiteText> => {
  if (await isPreviewing()) {
    const rows = await loadPreviewRows();
    if (rows) return mergeSiteText(rows);
  }
  const supabase = createPublicClient();
  const { data, error } = await allRows((from, to) =>
    supabase
      .from("website_content")
      .select("content_key, content_value", { count: "exact" })
      .order("id")
      .range(from, to),
  );
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
