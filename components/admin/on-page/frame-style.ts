import { REFS_ATTRIBUTE } from "@/lib/visual-editing/scan";

/** Set on the framed page's <html> while editing on it is on. */
export const EDITING_ATTRIBUTE = "data-editing";
/** Set on a text's element while another editor has that text open: their names. */
export const OPEN_BY_ATTRIBUTE = "data-edit-open-by";
/** Set on the element whose text is open in the editor here. */
export const ACTIVE_ATTRIBUTE = "data-edit-active";

/**
 * What editing adds to the framed page's styles: outlines on hover, focus and while open, and
 * the preview bar hidden (the admin's toolbar does its work). Written into the frame, since the
 * admin's own styles do not reach into it.
 */
export const FRAME_STYLE = `
[${EDITING_ATTRIBUTE}] [${REFS_ATTRIBUTE}] { cursor: pointer; }
[${EDITING_ATTRIBUTE}] [${REFS_ATTRIBUTE}]:hover,
[${EDITING_ATTRIBUTE}] [${REFS_ATTRIBUTE}]:focus-visible,
[${EDITING_ATTRIBUTE}] [${REFS_ATTRIBUTE}][${ACTIVE_ATTRIBUTE}] {
  outline: 2px solid var(--ring); outline-offset: 3px; border-radius: 2px;
}
[${EDITING_ATTRIBUTE}] [${REFS_ATTRIBUTE}][${OPEN_BY_ATTRIBUTE}] {
  outline: 2px dashed #b45309; outline-offset: 3px;
}
[data-testid="preview-banner"] { display: none; }
.edit-badge {
  position: absolute; z-index: 70; max-width: min(24rem, calc(100vw - 1rem));
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; pointer-events: none;
  border-radius: 4px; padding: 2px 6px; font: 600 12px/16px var(--font-sans, sans-serif);
  background: var(--foreground); color: var(--background);
}
.edit-badge[data-peer] { background: #fde68a; color: #451a03; }
.edit-dialog { position: absolute; z-index: 80; width: min(32rem, calc(100vw - 1rem)); }
`;
