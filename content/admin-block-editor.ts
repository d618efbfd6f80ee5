/**
 * The words of the block editor in a page's form: adding, moving, copying and removing blocks,
 * what a screen reader hears when the list changes, and how a block is named in its header.
 * What each kind of block is called, its fields' labels and its problems are in
 * content/admin-blocks.ts.
 */
export const blockEditorText = {
  count: (count: number, max: number) => `${count} of ${max} blocks`,
  empty: "No blocks yet: the page shows only its title. Add the first block.",
  full: (max: number) => `A page holds at most ${max} blocks: remove one to add another.`,
  reorderHint:
    "Drag a block by its handle, or use Move up and Move down, to change where it shows on the page.",
  openAll: "Open all",
  closeAll: "Close all",
  addBlock: "Add block",
  /** The chooser that adds a block. */
  chooser: {
    title: "Choose a kind of block",
    titleAfter: (block: string) => `Choose a kind of block to add after ${block}`,
    close: "Close",
  },
  /** How a block is named to a screen reader: by its place and kind. */
  blockName: (position: number, type: string) => `block ${position}, ${type}`,
  /** The number before a block's name in its header. */
  position: (position: number) => `${position}.`,
  /** A block's header when it has nothing to show yet. */
  noSummary: "Empty",
  /** What the header says of a block that cannot be saved as it is, beside its warning icon. */
  needsAttention: (count: number) => (count === 1 ? "1 problem" : `${count} problems`),
  unknownType: (type: string) =>
    `A kind of block this version of the editor does not know${type ? ` (${type})` : ""}. Remove it to stage or publish the page.`,
  unknownName: "Unknown",
  actions: {
    dragHandle: "Drag to move",
    moveUp: "Move up",
    moveDown: "Move down",
    addAfter: "Add a block after this one",
    duplicate: "Duplicate",
    remove: "Remove",
    /** Read out with each button, so a screen reader knows which block or item it acts on. */
    on: (action: string, name: string) => `${action}: ${name}`,
  },
  /** The cards of a collection, chosen one by one. */
  chosen: {
    none: "None chosen yet.",
    add: "Add",
    choose: (source: string) => `${source} to add`,
    pick: "Choose one",
    gone: (id: string) => `Removed item (${id})`,
  },
  /** The button of a hero or call to action that is optional. */
  links: "Pages of this site",
  /** Spoken in the polite live region as the list changes. */
  announce: {
    moved: (name: string, position: number, total: number) =>
      `${name} moved to position ${position} of ${total}`,
    added: (name: string, position: number, total: number) =>
      `${name} added at position ${position} of ${total}`,
    duplicated: (name: string, position: number, total: number) =>
      `${name} duplicated: the copy is at position ${position} of ${total}`,
    removed: (name: string) => `${name} removed`,
    restored: (name: string, position: number, total: number) =>
      `${name} put back at position ${position} of ${total}`,
  },
  /** The toast after a block is removed; the page itself changes only once it is saved. */
  toast: {
    removed: "Block removed",
    removedText: (name: string) =>
      `${name} is out of the form. The page on the site changes once it is published.`,
    undo: "Undo",
  },
} as const;
