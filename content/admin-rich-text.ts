/**
 * Every text of the rich-text editor in /admin's forms: the toolbar, the link and image dialogs,
 * the word count and the note about a restored draft.
 */

export const richTextEditorText = {
  loading: "Loading the editor…",
  placeholder: "Start writing…",
  hint: "Alt+F10 moves to the toolbar and Escape back to the text. Paste from Google Docs or Word keeps headings, lists, links, bold and italic.",
  count: (words: number, minutes: number) =>
    `${words} ${words === 1 ? "word" : "words"} · ${minutes} min read`,
  toolbar: {
    label: "Formatting",
    tableLabel: "Table",
    paragraph: "Paragraph",
    heading: (level: number) => `Heading ${level}`,
    bold: "Bold",
    italic: "Italic",
    code: "Inline code",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    blockquote: "Quote",
    codeBlock: "Code block",
    link: "Link",
    image: "Image",
    table: "Insert table",
    horizontalRule: "Horizontal rule",
    undo: "Undo",
    redo: "Redo",
    addRow: "Add row",
    addColumn: "Add column",
    deleteRow: "Delete row",
    deleteColumn: "Delete column",
    deleteTable: "Delete table",
    /** The keys that do the same as a button, shown in its tooltip. */
    keys: {
      bold: "Ctrl/Cmd+B",
      italic: "Ctrl/Cmd+I",
      code: "Ctrl/Cmd+E",
      bulletList: "Ctrl/Cmd+Shift+8",
      orderedList: "Ctrl/Cmd+Shift+7",
      blockquote: "Ctrl/Cmd+Shift+B",
      codeBlock: "Ctrl/Cmd+Alt+C",
      undo: "Ctrl/Cmd+Z",
      redo: "Ctrl/Cmd+Shift+Z",
    },
    /** A button's tooltip: its name and the keys that do the same. */
    withKeys: (name: string, keys: string) => `${name} (${keys})`,
  },
  link: {
    title: "Link",
    url: "Address",
    urlHint:
      "A page of this site (/services), a full web address (https://…), mailto:, tel: or #section.",
    required: "Enter an address, or choose a page below.",
    pages: "Or choose a page or post",
    search: "Search pages and posts",
    none: (query: string) => `No page or post matches "${query}".`,
    apply: "Apply",
    remove: "Remove link",
    cancel: "Cancel",
  },
  image: {
    title: "Image",
    choose: "Choose an image from the library",
    noImages: "The media library has no images yet. Upload one there first.",
    alt: "Alt text",
    altHint:
      "What a screen reader says for the image here. It starts as the library's description; change it to suit this text.",
    altRequired: "Describe the image for people who cannot see it.",
    caption: "Caption (optional)",
    chooseRequired: "Choose an image.",
    insert: "Insert image",
    update: "Update image",
    cancel: "Cancel",
    missing: (mediaId: string) => `Image ${mediaId} is no longer in the media library.`,
  },
  draft: {
    restored: (when: string) => `Restored what you were writing on ${when}.`,
    discard: "Discard it",
  },
} as const;
