/** The parts of a block's panel that take the focus, by the ids they have. */
export type PanelPart = "toggle" | "up" | "down" | "add";

/** The id of a part of the panel of the block known by `key`, in the field with id `base`. */
export const panelPartId = (base: string, key: string, part: PanelPart) => `${base}-${key}-${part}`;

/** The id the fields of a block start theirs with. */
export const blockFieldsId = (base: string, key: string) => `${base}-${key}`;

/** The id of the button that adds a block at the end of the page. */
export const addButtonId = (base: string) => `${base}-add`;

/**
 * A new block's id: a version-4 UUID from the browser's random numbers. randomUUID exists only
 * on secure pages, and an admin opened over plain http on a private network must still add blocks.
 */
export function newBlockId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
