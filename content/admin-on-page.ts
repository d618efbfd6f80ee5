/**
 * Words of "Edit on the page" beyond the preview's own (content/preview.ts): the widths the page
 * is shown at, and why a text of a built page's block cannot be changed where it is.
 */
export const onPageEditorText = {
  /** The control that sizes the page's frame. */
  widths: {
    legend: "Show the page at",
    phone: { label: "Phone", size: "390 px" },
    tablet: { label: "Tablet", size: "768 px" },
    desktop: { label: "Desktop", size: "Full width" },
  },
  /** A text of a block, saved in its box over the page. */
  blockTexts: {
    gone: "This block is no longer on the page: someone moved or removed it. Open the page's form to see the page as it is now; your words are still in the box.",
    notHere:
      "This part of the block is changed in the page's form: open the form; your words are still in the box.",
  },
} as const;
