import { BLOCK_TYPES, type Block } from "./types";

const KNOWN_TYPES: ReadonlySet<string> = new Set(BLOCK_TYPES);

/**
 * Whether a stored entry is a block of a type this version draws. The database checks the
 * shapes it knows, but a layout written by an older or newer version may hold others.
 */
export function isKnownBlock(entry: unknown): entry is Block {
  if (typeof entry !== "object" || entry === null) return false;
  const { type, id } = entry as { type?: unknown; id?: unknown };
  return typeof type === "string" && KNOWN_TYPES.has(type) && typeof id === "string" && id !== "";
}

/** The blocks of a stored layout this version draws, in order; anything else is left out. */
export function knownBlocks(layout: unknown): Block[] {
  return Array.isArray(layout) ? layout.filter(isKnownBlock) : [];
}
