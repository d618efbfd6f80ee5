import type { Json } from "@/lib/supabase/database.types";
import type { CollectionSpec } from "./fields";
import type { IconCardValue, ItemValues } from "./item-values";
import { isDrawableIcon } from "./icon-cards";
import { figureLine, figuresFromLines } from "./figures";
import { EMPTY_DOCUMENT } from "@/lib/rich-text/document";

/** A collection row as the database returns it, whatever the collection. */
export type StoredRow = { id: string; updated_at: string; sort_order: number } & Record<
  string,
  Json | undefined
>;

/** A row as a collection's history keeps it (a JSON copy); null when it holds none. */
export function storedRowOf(value: Json | undefined): StoredRow | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { id, updated_at, sort_order } = value;
  if (typeof id !== "string" || typeof updated_at !== "string" || typeof sort_order !== "number") {
    return null;
  }
  return { ...value, id, updated_at, sort_order };
}

function asCard(value: Json | undefined): IconCardValue {
  const card = typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  const icon = isDrawableIcon(card.icon) ? card.icon : "";
  return {
    icon,
    title: typeof card.title === "string" ? card.title : "",
    description: typeof card.description === "string" ? card.description : "",
  };
}

/** A stored row's fields as the form edits them. */
export function valuesFromRow(spec: CollectionSpec, row: StoredRow): ItemValues {
  const values: ItemValues = {};
  for (const field of spec.fields) {
    const stored = row[field.name];
    if (field.kind === "icon-cards") {
      values[field.name] = Array.isArray(stored) ? stored.map(asCard) : [];
    } else if (field.kind === "text-list" || field.kind === "references") {
      values[field.name] = Array.isArray(stored)
        ? stored.filter((line): line is string => typeof line === "string")
        : [];
    } else if (field.kind === "figures") {
      values[field.name] = Array.isArray(stored) ? stored.flatMap(figureLine) : [];
    } else if (field.kind === "flag") {
      values[field.name] = stored === true ? "true" : "";
    } else if (field.kind === "rich-text") {
      values[field.name] = JSON.stringify(stored ?? EMPTY_DOCUMENT);
    } else if (field.kind === "blocks") {
      values[field.name] = JSON.stringify(stored ?? []);
    } else {
      values[field.name] =
        typeof stored === "string" ? stored : typeof stored === "number" ? String(stored) : "";
    }
  }
  return values;
}

/** An empty item: every text blank, lists as short as their fields allow, dates today. */
export function blankValues(spec: CollectionSpec, today = new Date()): ItemValues {
  const values: ItemValues = {};
  for (const field of spec.fields) {
    if (field.kind === "icon-cards") {
      values[field.name] = Array.from({ length: field.min }, (): IconCardValue => ({
        icon: "",
        title: "",
        description: "",
      }));
    } else if (field.kind === "text-list") {
      values[field.name] = Array.from({ length: field.min }, () => "");
    } else if (field.kind === "references" || field.kind === "figures") {
      values[field.name] = [];
    } else if (field.kind === "rich-text") {
      values[field.name] = JSON.stringify(EMPTY_DOCUMENT);
    } else if (field.kind === "blocks") {
      values[field.name] = "[]";
    } else if (field.kind === "date") {
      values[field.name] = today.toISOString().slice(0, 10);
    } else if (field.kind === "select" && field.initial !== undefined) {
      values[field.name] = field.initial;
    } else {
      values[field.name] = "";
    }
  }
  return values;
}

/** Normalised values as the columns they are written to. */
export function columnsFromValues(spec: CollectionSpec, values: ItemValues): Record<string, Json> {
  const columns: Record<string, Json> = {};
  for (const field of spec.fields) {
    const value = values[field.name];
    if (field.kind === "year") {
      columns[field.name] = Number(value);
      continue;
    }
    // No image chosen: the page's default (a drawing, the generated share card). No item
    // chosen, an optional text left empty: none.
    if (
      field.kind === "image" ||
      field.kind === "reference" ||
      ((field.kind === "text" || field.kind === "long-text") && field.optional)
    ) {
      columns[field.name] = value === "" ? null : (value as string);
      continue;
    }
    if (field.kind === "flag") {
      columns[field.name] = value === "true";
      continue;
    }
    if (field.kind === "figures") {
      columns[field.name] = figuresFromLines(Array.isArray(value) ? (value as string[]) : []);
      continue;
    }
    if (field.kind === "rich-text" || field.kind === "blocks") {
      columns[field.name] = JSON.parse(String(value)) as Json;
      continue;
    }
    columns[field.name] = Array.isArray(value)
      ? (value as Json[])
      : typeof value === "string"
        ? value
        : "";
  }
  return columns;
}
