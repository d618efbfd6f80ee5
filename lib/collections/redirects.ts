import "server-only";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { createPublicClient } from "@/lib/supabase/public-client";

/**
 * Where an old address of a service or industry page is now, or undefined. All redirects are
 * read in one request through the site text's tagged cache (the table is small and changes
 * rarely), so a stream of unknown addresses never becomes a stream of database queries.
 */
export const loadRedirects = cache(async (): Promise<ReadonlyMap<string, string>> => {
  const { data, error } = await createPublicClient()
    .from("redirects")
    .select("source_path, target_path");
  // No redirects is the safe answer when the backend cannot give them: the page is a 404.
  if (error) return new Map();
  return new Map(data.map((row) => [row.source_path, row.target_path]));
});

export async function redirectFor(path: string): Promise<string | undefined> {
  return (await loadRedirects()).get(path);
}

/** An address no item has: a permanent redirect where the item moved, else not found. */
export async function missingItemPage(path: string): Promise<never> {
  const target = await redirectFor(path);
  if (target) permanentRedirect(target);
  notFound();
}
