import type { RichTextDocument } from "@/lib/rich-text/document";
import { normalizeDocument } from "@/lib/rich-text/normalize";

/** A body being written and not yet saved, as the browser keeps it. */
export interface RichTextDraft {
  doc: RichTextDocument;
  /** When it was written, as an ISO timestamp. */
  savedAt: string;
}

/** The browser's storage, or null where it is refused (private windows, blocked site data). */
function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function writeRichTextDraft(key: string, doc: RichTextDocument, now = new Date()): void {
  const draft: RichTextDraft = { doc, savedAt: now.toISOString() };
  try {
    browserStorage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full storage keeps the previous draft; the form still holds every word.
  }
}

/** The draft kept under `key`; null when there is none or it cannot be read. */
export function readRichTextDraft(key: string): RichTextDraft | null {
  let stored: string | null;
  try {
    stored = browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (stored === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { doc, savedAt } = parsed as { doc?: unknown; savedAt?: unknown };
  if (typeof savedAt !== "string" || Number.isNaN(Date.parse(savedAt))) return null;
  if (typeof doc !== "object" || doc === null || (doc as { type?: unknown }).type !== "doc") {
    return null;
  }
  return { doc: normalizeDocument(doc), savedAt };
}

/** Forgets the draft kept under `key`: the form calls it once the body is saved. */
export function clearRichTextDraft(key: string): void {
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // Nothing to forget where storage is refused.
  }
}

/** JSON with every object's keys in order: the database returns them in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Whether two documents hold the same, whatever the order of their keys. */
export function sameDocument(a: RichTextDocument, b: RichTextDocument): boolean {
  return canonical(a) === canonical(b);
}
