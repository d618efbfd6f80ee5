import { adminText, KEY_PATTERN, MAX_VALUE_LENGTH, MULTILINE_THRESHOLD } from "@/content/admin";
import type { ActionFailure, ActionResult } from "@/lib/action-state";
import type { Tables } from "@/lib/supabase/database.types";

/** Pure logic of the admin list: ordering, live-change merging, validation. No I/O here. */

export type ContentItem = Tables<"website_content">;

export type ChangeEvent =
  | { eventType: "INSERT"; new: ContentItem }
  | { eventType: "UPDATE"; new: ContentItem }
  | { eventType: "DELETE"; old: { id: string } };

/** Ascending created_at, then id so equal timestamps keep a stable order. */
function byCreated(a: ContentItem, b: ContentItem): number {
  const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function sortByCreated(items: readonly ContentItem[]): ContentItem[] {
  // Each time is read once, not at every comparison: thousands of rows sort in milliseconds.
  return items
    .map((item) => ({ item, time: Date.parse(item.created_at) }))
    .sort((a, b) => {
      const byTime = a.time - b.time;
      if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
      return a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0;
    })
    .map(({ item }) => item);
}

/** Adds a row to a sorted list: new rows are the newest, so this is an append, not a sort. */
function withRow(items: readonly ContentItem[], row: ContentItem): ContentItem[] {
  const last = items.at(-1);
  return !last || byCreated(last, row) <= 0 ? [...items, row] : sortByCreated([...items, row]);
}

/** Insert appends (or replaces a copy already there), update merges by id, delete removes. */
export function applyChange(items: readonly ContentItem[], change: ChangeEvent): ContentItem[] {
  switch (change.eventType) {
    case "INSERT":
      return withRow(
        items.filter((item) => item.id !== change.new.id),
        change.new,
      );
    case "UPDATE": {
      const index = items.findIndex((item) => item.id === change.new.id);
      if (index === -1) return withRow(items, change.new);
      const merged = { ...items[index], ...change.new };
      const next = [...items];
      next[index] = merged;
      // An edit keeps its place; only a changed created_at moves a row.
      return merged.created_at === items[index].created_at ? next : sortByCreated(next);
    }
    case "DELETE":
      return items.filter((item) => item.id !== change.old.id);
  }
}

/** The key an event is about; a delete only carries the id, so look it up. */
export function changeKey(items: readonly ContentItem[], change: ChangeEvent): string {
  if (change.eventType !== "DELETE") return change.new.content_key;
  return items.find((item) => item.id === change.old.id)?.content_key ?? change.old.id;
}

export type Validation = ActionResult<object, ActionFailure & { title: string }>;

const fail = (message: string): Validation => ({
  ok: false,
  title: adminText.toasts.errorTitle,
  message,
});

export function validateValue(value: string): Validation {
  return value.length > MAX_VALUE_LENGTH
    ? fail(adminText.toasts.tooLong(value.length))
    : { ok: true };
}

/** Spec section 5 first (required, unique), then the table's own constraints. */
export function validateNewContent(
  key: string,
  value: string,
  items: readonly ContentItem[],
): Validation {
  if (!key.trim() || !value.trim()) return fail(adminText.toasts.required);
  if (items.some((item) => item.content_key === key)) return fail(adminText.toasts.duplicate(key));
  if (!KEY_PATTERN.test(key)) return fail(adminText.toasts.badKey);
  return validateValue(value);
}

export function needsTextarea(value: string): boolean {
  return value.length > MULTILINE_THRESHOLD;
}

/**
 * Whether two timestamptz strings name the same instant. The REST API and the realtime feed may
 * spell one value differently ("…:55.8+00:00" vs "…:55.800000Z"), and microseconds matter.
 */
export function sameInstant(a: string, b: string): boolean {
  if (a === b) return true;
  const split = (value: string) => {
    const fraction = /\.(\d+)/.exec(value)?.[1] ?? "";
    return { seconds: Date.parse(value.replace(/\.\d+/, "")), micros: fraction.padEnd(6, "0") };
  };
  const x = split(a);
  const y = split(b);
  return !Number.isNaN(x.seconds) && x.seconds === y.seconds && x.micros === y.micros;
}
