import "server-only";
import { cache } from "react";
import { industries as defaultIndustries } from "@/content/industries";
import { services as defaultServices } from "@/content/services";
import type { Industry, Service } from "@/content/types";
import { createPublicClient } from "@/lib/supabase/public-client";
import { industryFromRow } from "./industries";
import { serviceFromRow } from "./services";

export interface Collections {
  services: readonly Service[];
  industries: readonly Industry[];
}

const warned = new Set<string>();

function unavailable<T>(collection: string, message: string, defaults: T): T {
  if (!warned.has(collection)) {
    warned.add(collection);
    console.warn(`${collection} unavailable, using the defaults (${message || "no response"}).`);
  }
  return defaults;
}

function present<T>(item: T | null): item is T {
  return item !== null;
}

/**
 * The site's collections as published, in the editors' order, read once per render through the
 * same tagged cache as the site text. A collection the backend cannot answer for is the one the
 * site ships with (content/), so a build with no database still has every page.
 */
export const loadCollections = cache(async (): Promise<Collections> => {
  const supabase = createPublicClient();
  const [services, industries] = await Promise.all([
    supabase.from("services").select().order("sort_order").order("id"),
    supabase.from("industries").select().order("sort_order").order("id"),
  ]);
  return {
    services: services.error
      ? unavailable("Services", services.error.message, defaultServices)
      : services.data.map(serviceFromRow).filter(present),
    industries: industries.error
      ? unavailable("Industries", industries.error.message, defaultIndustries)
      : industries.data.map(industryFromRow).filter(present),
  };
});
