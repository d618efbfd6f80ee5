import { type Benefit, ICON_NAMES, type IconName } from "@/content/types";
import type { Json } from "@/lib/supabase/database.types";

const drawable = new Set<string>(ICON_NAMES);

/** Whether the site can draw an icon of this name. */
export function isDrawableIcon(name: unknown): name is IconName {
  return typeof name === "string" && drawable.has(name);
}

/** What shows for an icon name the site cannot draw: a generic mark rather than nothing. */
export const FALLBACK_ICON: IconName = "sparkles";

function isRecord(value: Json): value is { [key: string]: Json | undefined } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A stored icon name the site can draw, else the generic mark. */
export function drawableIcon(icon: unknown): IconName {
  return isDrawableIcon(icon) ? icon : FALLBACK_ICON;
}

/**
 * A stored list of {icon, title, description} cards (a service's benefits, an industry's
 * offerings). The database's checks hold the shape; a card that still does not fit is left out
 * rather than shown half-empty.
 */
export function iconCards(value: Json): Benefit[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((card) => {
    if (!isRecord(card)) return [];
    const { icon, title, description } = card;
    if (typeof title !== "string" || typeof description !== "string") return [];
    if (title.trim() === "" || description.trim() === "") return [];
    return [{ icon: drawableIcon(icon), title, description }];
  });
}
