/** A square 44 px button with only an icon, its name in aria-label and its title. */
export const iconButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-background text-foreground hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-border aria-disabled:hover:text-foreground";

/** What marks a block or an item that cannot be saved as it is: a border, beside its words. */
export const problemBorder = "border-red-600 dark:border-red-400";

/** The words and icon that say a block has problems: never the colour alone. */
export const problemBadge =
  "inline-flex shrink-0 items-center gap-1 rounded-full border border-red-600 px-2 py-0.5 text-xs font-medium text-red-700 dark:border-red-400 dark:text-red-300";
