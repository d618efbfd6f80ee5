import { adminActions } from "./admin";

/**
 * The words of previewing staged changes: the bar on the public pages, editing a text on the
 * page, and /api/preview's refusals.
 */
export const previewText = {
  banner: "Preview: you are seeing staged changes that visitors do not see yet.",
  exit: "Exit preview",
  backToAdmin: "Back to the admin",
  notEditor: "Only editors can preview staged changes. Sign in with an editor account.",
  stagedCount: (count: number) =>
    count === 0 ? "Nothing staged" : count === 1 ? "1 staged change" : `${count} staged changes`,
  onPage: {
    title: "Edit on the page",
    subtitle:
      "The page as it will look with the staged changes. Click a text, or Tab to it and press Enter, to change it in place; Stage for review keeps it from visitors until it is published. Turn editing off to follow links.",
    page: "Page",
    show: "Show",
    frameTitle: (path: string) => `Preview of ${path}`,
    openInTab: "Open the preview in a new tab",
  },
  bar: {
    label: "Preview",
    editOnPage: "Edit on the page",
    publish: (count: number) =>
      count === 1 ? "Publish 1 change now" : `Publish ${count} changes now`,
    confirmPublish: "Publish now? Visitors see the staged changes at once.",
    discard: "Discard all",
    askReview: "Ask for review",
    confirmDiscard: "Discard every staged change? This cannot be undone.",
    confirm: "Yes",
    cancel: "No",
    published: (count: number) =>
      count === 1 ? "1 change published." : `${count} changes published.`,
    publishedNote: "Visitors see the changes now.",
    discarded: (count: number) =>
      count === 1 ? "1 staged change discarded." : `${count} staged changes discarded.`,
    discardedNote: "The preview shows the published site again.",
    failed: "That did not work. Nothing was lost; try again.",
  },
  edit: {
    hint: "Press Enter to edit.",
    describe: (label: string) => `Editable text: ${label}.`,
    describeImage: (label: string) => `Editable image: ${label}.`,
    openBy: (who: string) => `Open by ${who}`,
    dialogTitle: "Edit text",
    imageDialogTitle: "Choose the image",
    several: (count: number) => `This part of the page shows ${count} texts.`,
    stagedBy: (who: string, when: string) => `Staged by ${who}, ${when}.`,
    removalStaged: (who: string, when: string) =>
      `${who} staged this item's removal, ${when}. Stage for review stages your change instead.`,
    overtaken: (who: string, when: string) =>
      `Staged by ${who}, ${when}, over an older version than the site has now. Stage for review stages this version over the current one; its form shows every field.`,
    notStaged:
      "Published text. Stage for review keeps your change from visitors until it is published.",
    itemNotStaged:
      "Published. Stage for review stages the item with your change; visitors see it once published.",
    save: adminActions.stage,
    saving: adminActions.staging,
    cancel: "Cancel",
    resetToDefault: "Use the default",
    followLink: "Follow the link",
    openForm: "Open its form",
    loading: "Loading the text...",
    required: "Enter the text, or use the default.",
    unchanged: "Nothing changed.",
    staged: "Staged. The preview shows it; visitors see it once it is published.",
    conflict: (who: string) =>
      `${who} staged another version of this text meanwhile. Your words are still in the box; stage them again to replace theirs.`,
    itemConflict:
      "Someone else changed or staged this item meanwhile. Your words are still in the box; stage them again over the current version.",
    someone: "Another editor",
    failed: "The text could not be staged. Your words are still in the box; try again.",
    signedOut: "Your session has ended. Sign in again in another tab, then stage again.",
  },
} as const;
