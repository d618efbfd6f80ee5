/**
 * Every text the collection screens in /admin share: the lists of the site's services,
 * industries and the rest, and the form that adds or changes an item. Each collection's own
 * words (its name, its fields' labels and hints) are in content/collections/.
 */

import { adminActions } from "./admin";

export const collectionsText = {
  navigation: {
    label: "Site structure",
    heading: "Everything the site lists",
    text: "Add, reorder and remove the services, industries, people, values, milestones, questions and contacts the site lists, change every field of each, and send old addresses to new ones.",
    back: "All content",
  },
  list: {
    add: (item: string) => `Add ${item}`,
    count: (count: number, items: string) => `${count} ${items}, in the order the site shows them`,
    total: (count: number, items: string) => `${count} ${items}`,
    empty: (items: string) => `No ${items} yet. The site shows none until you add one.`,
    edit: "Edit",
    view: "View page",
    duplicate: "Duplicate",
    remove: "Remove",
    moveUp: "Move up",
    moveDown: "Move down",
    /** Read out with each button, so a screen reader knows which item it acts on. */
    itemAction: (action: string, name: string) => `${action}: ${name}`,
    reorderHint:
      "Drag an item by its handle, or use Move up and Move down, to change where the site shows it.",
    dragHandle: (name: string) => `Drag to reorder ${name}`,
    search: (items: string) => `Search ${items}`,
    searchHint: "By name or address.",
    found: (shown: number, total: number, items: string) =>
      shown === total ? `${total} ${items}` : `${shown} of ${total} ${items} match`,
    none: (query: string) => `Nothing matches "${query}".`,
    pages: "Pages of the list",
    previous: "Previous",
    next: "Next",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    confirmRemove: (name: string) =>
      `Remove "${name}"? Its page stops being served and it leaves every list on the site. You can undo this straight after.`,
  },
  presence: {
    alsoOpen: (who: string) =>
      `${who} also has this open. Changes never overwrite each other unseen, but agree who edits first.`,
    you: "You, in another tab",
    /** How /admin's "Editors here now" names an item open in a form. */
    label: (collection: string, name: string) => `${collection}: ${name}`,
  },
  removeDialog: {
    title: (name: string) => `Remove "${name}"?`,
    text: "Its page stops being served and it leaves every list on the site. You can undo this straight after.",
    targetLabel: (path: string) => `Afterwards, ${path}`,
    notFound: "answers 404 Not Found",
    goesTo: (label: string, path: string) => `goes to ${label} (${path})`,
    hint: "Sending the address on keeps links and search results working; Redirects lists it to change later.",
    confirm: "Remove",
    cancel: "Cancel",
  },
  removed: {
    heading: "Recently removed",
    text: "Put an item back with its fields and its place in the list. The newest removals are first.",
    putBack: "Put back",
    when: (changedAt: string, actor: string) => `Removed ${changedAt} by ${actor}`,
  },
  history: {
    heading: "History",
    text: "Every change to this item, newest first. Load an earlier version into the form, check it, then stage or publish it to make it current.",
    load: "Load into the form",
    current: "Current version",
    changed: (fields: string) => `Changed: ${fields}`,
    added: "Added with every field",
    loaded: (when: string) =>
      `The version of ${when} is in the form. Stage or publish it to make it current, or leave the page to drop it.`,
  },
  form: {
    newTitle: (item: string) => `New ${item}`,
    editTitle: (name: string) => `Edit ${name}`,
    duplicateOf: (name: string) => `Copy of ${name}`,
    save: adminActions.publishNow,
    saving: adminActions.publishing,
    /** A list that cannot be staged, to an author, who cannot publish. */
    publishersOnly: "Only editors and admins change this list: its changes go live at once.",
    cancel: "Cancel",
    leave: "Leave this page? Your changes to this item are not saved.",
    required: "Required",
    slugFromName: "Follows the name until you change it.",
    overwrite: "Keep mine over theirs",
    loadTheirs: "Load theirs",
    confirmLoadTheirs: "Load the stored version? Your changes in this form are discarded.",
    recreate: (item: string) => `Add it again as a new ${item}`,
    slugOverride: "Changed by hand.",
    slugReset: "Follow the name again",
    addCard: "Add a card",
    removeCard: (position: number) => `Remove card ${position}`,
    card: (position: number) => `Card ${position}`,
    addLine: "Add a line",
    removeLine: (position: number) => `Remove line ${position}`,
    line: (position: number) => `Line ${position}`,
    icon: "Icon",
    /** An icon's name as the picker reads it out: "alert-circle" is "alert circle". */
    iconName: (name: string) => name.replace(/-/g, " "),
    iconChosen: (name: string) => `Chosen: ${name}.`,
    iconNone: "None chosen yet.",
    cardTitle: "Title",
    cardDescription: "Description",
    characters: (used: number, max: number) => `${used} of ${max} characters`,
    noImage: "None",
    noItem: "None",
    chosen: (count: number, max: number) => `${count} chosen, at most ${max}`,
    imagePreview: (label: string) => `The chosen image: ${label}`,
    mediaLibrary: "Open the media library",
    thumbnails: (label: string) => `${label}: the library's images`,
    useImage: (alt: string) => `Use ${alt}`,
    imageChosen: "Chosen",
    /** The headings a long form is folded under. */
    sections: {
      details: "What it says",
      pictures: "Pictures",
      search: "Search results and sharing",
    },
    fixErrors: (count: number) =>
      count === 1 ? "One field needs attention." : `${count} fields need attention.`,
  },
  errors: {
    required: (label: string) => `Enter the ${label.toLowerCase()}.`,
    tooLong: (label: string, max: number) =>
      `Keep the ${label.toLowerCase()} to ${max} characters or fewer.`,
    slug: "Use lower-case letters and digits, with single hyphens between words (at most 100 characters), for example chiplet-integration.",
    reserved: (slug: string) =>
      `The address ${slug} belongs to another page of the site. Choose a different one.`,
    taken: (label: string, item: string) =>
      `Another ${item} already uses this ${label.toLowerCase()}. Choose a different one.`,
    choose: (label: string) => `Choose the ${label.toLowerCase()}.`,
    count: (label: string, min: number, max: number) =>
      min === max
        ? `Give exactly ${min} ${label.toLowerCase()}.`
        : `Give between ${min} and ${max} ${label.toLowerCase()}.`,
    card: (position: number) =>
      `Card ${position} needs an icon, a title and a description (titles at most 300 characters).`,
    line: (position: number) => `Line ${position} is empty or longer than 300 characters.`,
    samePath: "The new address must differ from the old one.",
    year: (label: string, min: number, max: number) =>
      `Enter the ${label.toLowerCase()} as four digits between ${min} and ${max}.`,
    email: "Enter an email address like sales@example.com.",
    date: (label: string) => `Enter the ${label.toLowerCase()} as a day, for example 2027-03-15.`,
    figure: (position: number) =>
      `Line ${position} needs a figure and what it measures, split by "|" (for example 40% | shorter test time), the figure at most 20 characters and the rest at most 120.`,
    tooMany: (label: string, max: number) => `Choose at most ${max} ${label.toLowerCase()}.`,
  },
  toasts: {
    saved: "Saved",
    savedText: (name: string) => `${name} is on the site now.`,
    added: "Added",
    addedText: (name: string) => `${name} is on the site now.`,
    removed: "Removed",
    removedText: (name: string) => `${name} is no longer on the site.`,
    removedTo: (name: string, path: string) =>
      `${name} is no longer on the site; its address goes to ${path}.`,
    undo: "Undo",
    restored: "Restored",
    restoredText: (name: string) => `${name} is back on the site.`,
    moved: "Order saved",
    movedText: (name: string, position: number, total: number) =>
      `${name} is now ${position} of ${total}.`,
    imageGone:
      "A chosen image is no longer in the media library. Choose another, or None, and try again.",
    listChanged:
      "The list changed while you were reordering it (someone added or removed an item). It has been reloaded: move the item again.",
    placedLast: (message: string) =>
      `It was added at the end of the list, not after the original: ${message}`,
    notRestorable: "This item can no longer be put back: its removal is not in the history.",
    notRestorableBecause: (reasons: string) => `It could not be put back: ${reasons}`,
    malformed: "the form sent values in an unexpected shape. Reload the page and try again.",
    failed: "Not saved",
    conflict:
      "Someone else changed this item while you were editing it. Your changes are still in the form: keep them over theirs, or load theirs instead.",
    gone: "This item was removed by someone else. Your changes are still in the form: add it again to keep them.",
    notPermitted: "Only editors can change what the site lists.",
    network: "The site could not be reached. Nothing was lost: try again in a moment.",
    failedText: (message: string) => `The change was refused: ${message}`,
    stagedLeft: (message: string) =>
      `It is on the site, but its staged version could not be cleared: ${message}`,
    notStageable: "Redirects apply at once; they cannot be staged.",
    stagedMeanwhile:
      "Someone else staged a version of this item meanwhile. Your changes are still in the form: reload the page in another tab to see theirs, then stage again.",
    nothingDiscarded:
      "Nothing was discarded: the staged version was published, discarded or staged again meanwhile.",
    publishedMeanwhile:
      "This staged item was published meanwhile. Reload the page to edit it as it is on the site.",
  },
  /** Staging an item: saved for preview, public only once the staged changes are published. */
  staging: {
    stage: adminActions.stage,
    staging: adminActions.staging,
    shows: (who: string, when: string) =>
      `The form shows the version ${who} staged ${when}. Visitors still see the published one.`,
    notYetLive: (who: string, when: string, item: string) =>
      `${who} staged this ${item} ${when}. It is not on the site until the staged changes are published.`,
    removal: (who: string, when: string, item: string) =>
      `${who} staged this ${item}'s removal ${when}. It stays on the site until the staged changes are published.`,
    overtaken: (who: string, when: string) =>
      `${who} staged this version ${when}, but the item was changed on the site since, so publishing it is refused. Stage or publish it again to keep it, or discard it.`,
    stageRemoval: "Stage removal",
    confirmStageRemoval: (name: string, hasPage: boolean) =>
      `Stage the removal of "${name}"? It stays on the site until the staged changes are published.${hasPage ? " Its address then answers 404 Not Found; add a redirect under Redirects to send it elsewhere." : ""}`,
    removalStaged: (name: string) =>
      `The removal of ${name} is staged. Visitors still see it until it is published.`,
    preview: "Preview on the site",
    publish: "Publish from Staged changes",
    discard: "Discard the staged version",
    confirmDiscard: "Discard the staged version? Visitors never saw it.",
    staged: "Staged for review",
    stagedText: (name: string) => `${name} is staged. Visitors still see the published version.`,
    discarded: "Discarded",
    discardedText: (name: string) => `The staged version of ${name} is gone.`,
    badge: "Staged",
    badgeLabel: (name: string) => `${name} has a staged version`,
    newHeading: "Staged to add",
    newText: "These are not on the site until the staged changes are published.",
  },
} as const;
