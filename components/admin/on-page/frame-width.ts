import { sessionChoice } from "./session-choice";

/** The widths the page is shown at, narrowest first. */
export const FRAME_WIDTHS = ["phone", "tablet", "desktop"] as const;

export type FrameWidth = (typeof FRAME_WIDTHS)[number];

/**
 * Each width in CSS pixels, so the page lays itself out as on that device (the frame is its
 * viewport): a current phone, a tablet upright, and the room's whole width for desktop.
 */
export const FRAME_PIXELS: Record<FrameWidth, number | null> = {
  phone: 390,
  tablet: 768,
  desktop: null,
};

/** The width chosen, kept for the tab (desktop unless another was chosen). */
export const frameWidthChoice = sessionChoice("on-page-width", FRAME_WIDTHS, "desktop");

/** The frame's width as a style: never wider than the room. */
export function frameWidthStyle(width: FrameWidth) {
  const pixels = FRAME_PIXELS[width];
  return { width: pixels === null ? "100%" : `${pixels}px` };
}
