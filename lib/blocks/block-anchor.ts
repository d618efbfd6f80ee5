/**
 * How a link names one block of a page's form: `/admin/built-pages/<id>#block-<block id>`. "Edit
 * on the page" sends an editor there from the block they clicked, and the form opens that block.
 */
const PREFIX = "#block-";

/** The part of a form's address that names a block by its id. */
export function blockHash(id: string): string {
  return `${PREFIX}${encodeURIComponent(id)}`;
}

/** The part of a form's address that names the block an element of the page is in, or "". */
export function blockHashOf(element: Element): string {
  const id = element.closest("[data-block-id]")?.getAttribute("data-block-id");
  return id ? blockHash(id) : "";
}

/** The block an address's hash names, or null. */
export function blockFromHash(hash: string): string | null {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    return decodeURIComponent(hash.slice(PREFIX.length)) || null;
  } catch {
    return null;
  }
}
