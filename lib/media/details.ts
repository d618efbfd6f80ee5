import { mediaText } from "@/content/admin-media";
import { ALT_MAX, MEDIA_MAX_SIDE } from "./rules";

const t = mediaText.messages;

/** What the browser reports of an image it uploaded. */
export interface ImageDetails {
  alt: string;
  fileName: string;
  width: number;
  height: number;
}

/** Why alt text cannot be stored, if it cannot: the media table's rule. */
export function altError(alt: string): string | undefined {
  const trimmed = alt.trim();
  if (trimmed === "") return t.altRequired;
  if (trimmed.length > ALT_MAX) return t.altTooLong(ALT_MAX);
  return undefined;
}

const side = (value: number) => Number.isInteger(value) && value >= 1 && value <= MEDIA_MAX_SIDE;

export function imageDetailsError(details: ImageDetails): string | undefined {
  const alt = altError(details.alt);
  if (alt) return alt;
  if (!side(details.width) || !side(details.height)) return t.unreadable(details.fileName);
  return undefined;
}

/** A file name as the library keeps it: no folders, at most the table's 300 characters. */
export function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? "";
  return (base === "" ? "image" : base).slice(0, 300);
}
