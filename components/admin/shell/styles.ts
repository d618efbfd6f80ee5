/** Shared class names of the admin and sign-in screens. */
export const field =
  "mt-1.5 block w-full rounded-lg border border-border bg-background px-3 py-2.5 text-foreground placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-ring";
export const label = "text-sm font-medium text-foreground";
export const hint = "mt-1 text-xs text-muted";
/** A hint set as large as the form's other text rather than in the smaller `hint`. */
export const largeHint = "mt-1 text-sm text-muted";
export const fieldError = "mt-1.5 text-sm font-medium text-red-700 dark:text-red-300";
export const card = "rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6";
const button =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButton = `${button} bg-accent text-accent-contrast hover:bg-accent-strong`;
export const secondaryButton = `${button} border border-border bg-background text-foreground hover:border-accent hover:text-accent`;
export const dangerButton = `${button} border border-red-300 bg-background text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40`;
/** A button that stays pressed while its setting is on (aria-pressed says so too). */
export const toggleButton = (pressed: boolean) =>
  `${button} border ${
    pressed
      ? "border-accent bg-surface-strong text-accent"
      : "border-border bg-background text-foreground hover:border-accent hover:text-accent"
  }`;
/**
 * Every room's frame: one content width and one left edge beside the rooms' navigation (not
 * centred in the space left, which moved the edge with each room's width).
 */
export const roomFrame = "w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6 sm:pt-10 lg:px-8";
/** Every room's single heading. */
export const roomHeading =
  "text-3xl font-extrabold tracking-tight break-words text-foreground sm:text-4xl";

/**
 * A radio drawn by its label (an icon, a button's look): the input itself, transparent, covers
 * the label, so a click or a tap lands on the real control and its focus ring shows on the label.
 */
export const overlaidRadio = "absolute inset-0 m-0 cursor-pointer appearance-none opacity-0";
