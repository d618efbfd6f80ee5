import { codePoints, validMediaId } from "@/lib/rich-text/attrs";

/*
 * The forms a block's values take. public.page_layout_problem
 * (supabase/migrations/20261202000000_page_blocks.sql) writes the same patterns, ASCII ranges
 * only and case-sensitive, so both match exactly the same strings.
 */

/**
 * A character a reader can see: not a space, a control or an invisible format character. The
 * rule image alt text keeps (lib/rich-text/attrs.ts); a text of spaces alone is a missing text
 * whichever spaces they are, and the database tests it with the same pattern.
 */
const VISIBLE =
  /[^\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

/** A block's id: a UUID, or any 1–64 of [A-Za-z0-9_-]. */
export const BLOCK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A department's id: the services' url slug rule (public.url_slug). */
export const DEPARTMENT_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const DEPARTMENT_MAX = 100;

/** Whether an optional text holds something to show; blank ones are drawn as if absent. */
export function hasText(value: unknown): value is string {
  return typeof value === "string" && VISIBLE.test(value);
}

/** Length in characters as Postgres counts them (code points). */
export const textLength = codePoints;

/** A row's id (a UUID), as media, services, industries and leaders have. */
export const isItemId = validMediaId;

export function isDepartmentId(value: unknown): value is string {
  return (
    typeof value === "string" && value.length <= DEPARTMENT_MAX && DEPARTMENT_PATTERN.test(value)
  );
}
