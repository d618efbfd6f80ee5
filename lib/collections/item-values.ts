import type { IconName } from "@/content/types";

/**
 * An item's values as editors change them, and the limits its table's checks hold
 * (supabase/migrations/…_collections.sql), which every collection's fields share.
 */

export interface IconCardValue {
  icon: IconName | "";
  title: string;
  description: string;
}

/** A field's value while it is edited: one text, a list of lines, or a list of cards. */
export type FieldValue = string | string[] | IconCardValue[];

export type ItemValues = Record<string, FieldValue>;

export const SHORT_TEXT_MAX = 300;
export const LONG_TEXT_MAX = 5000;
export const META_DESCRIPTION_MAX = 160;
export const SLUG_MAX = 100;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const PATH_MAX = 300;
export const EMAIL_MAX = 254;
/** The tables' rule for addresses: something, an @, something with a dot. */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const ITEM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL or a request can be an item's id (a uuid). */
export function isItemId(value: unknown): value is string {
  return typeof value === "string" && ITEM_ID.test(value);
}

/** An image an editor can choose for an image field: the library's, by its alt text. */
export interface ImageChoice {
  id: string;
  label: string;
  /** Its description in the library, where an image placed in a text starts its alt text. */
  alt: string;
  /** A small rendering of it, for the form's preview. */
  thumbnail: string;
}

/** How the list shows an item: its name, a line under it, and the public address it opens. */
export interface ListedItem {
  id: string;
  name: string;
  detail: string;
  /** Whether the line under the name is an address (set in a typewriter face) or words. */
  detailIsAddress: boolean;
  href: string;
}
