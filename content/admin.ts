/**
 * Every text of /login and /admin. The quoted ones are the spec's exact words
 * (SPEC.md sections 2 "Admin panel", 4, 5 and 8); the rest say what the product adds.
 */

export const CONTENT_TABLE = "website_content";
/** Matches the table's check constraints (supabase/migrations). */
export const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]{0,99}$/;
export const MAX_VALUE_LENGTH = 10_000;
/** Values longer than this are edited in a multi-line text box (spec section 9). */
export const MULTILINE_THRESHOLD = 100;
/** Entrance stagger per item, in seconds (spec section 2). */
export const STAGGER_SECONDS = 0.1;

/** The frame of /login and /admin, in place of the public header and footer. */
export const editorShell = {
  skipToContent: "Skip to content",
  area: "Content editor",
  navigation: "Editor",
  viewSite: "View website",
  toggleTheme: "Toggle dark mode",
} as const;

/** Words every admin form shares. */
export const adminActions = {
  /** Backs out of a confirmation. */
  keep: "Keep",
  /**
   * Every form stages by default; who may publish also gets Publish now. The explanation sits
   * beside the buttons, worded for who reads it.
   */
  stage: "Stage for review",
  staging: "Staging...",
  publishNow: "Publish now",
  publishing: "Publishing...",
  explain: {
    publisher:
      "Stage for review keeps your change from visitors until it is published from Staged. Publish now puts it on the site at once.",
    author:
      "Stage for review keeps your change from visitors; an editor or an admin publishes it after review.",
    /** Where staging does not exist (redirects, images, settings): the change is live at once. */
    liveOnly: "Publish now puts the change on the site at once; it cannot be staged.",
    /** The Manage Content list of /admin, whose Save the specification names. */
    save: "Save puts the text on the site at once. Stage for review keeps it from visitors until it is published from Staged.",
  },
} as const;

/** The admin's rooms: a side navigation on wide screens, a row of links on phones. */
export const adminRooms = {
  label: "Admin",
  sideLabel: "Rooms and search",
  overview: "Overview",
  pages: "Pages",
  collections: "Collections",
  media: "Media",
  staged: "Staged",
  activity: "Activity",
  team: "Team",
  settings: "Settings",
  security: "Security",
  inbox: "Inbox",
  collectionsTitle: "Collections",
  collectionsSubtitle:
    "The site's services, industries, people and the other lists, each in the order the site shows them.",
  pagesTitle: (page: string) => `${page}: texts`,
  stagedTitle: "Staged changes",
  activityTitle: "Activity",
} as const;

/** The command palette: Ctrl+K (Command+K on a Mac) jumps to any room, page, text or item. */
export const commandPalette = {
  open: "Jump to...",
  shortcut: "Ctrl K",
  title: "Jump to",
  label: "Page, text or item",
  placeholder: "Type a page, a text, a service...",
  loading: "Loading everything you can open...",
  failed: "The list could not be loaded. Close this and try again.",
  none: (query: string) => `Nothing matches "${query}".`,
  count: (shown: number, total: number) =>
    shown === total ? `${total} results` : `${shown} of ${total} results: type more to narrow them`,
  hint: "Up and down to choose, Enter to open, Escape to close.",
  close: "Close",
  kinds: {
    room: "Room",
    page: "Page texts",
    text: "Text",
    collection: "List",
    item: "Item",
  },
} as const;

export const login = {
  metaTitle: "Sign in",
  title: "Editor sign in",
  subtitle: "Sign in with your editor account to manage the website's content.",
  email: "Email",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in...",
  invalidCredentials: "Invalid login credentials",
  genericError: (message: string) => `Sign-in failed: ${message}`,
  tooManyAttempts: (minutes: number) =>
    `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  /** When the auth service itself refuses for load: it gives no time to wait. */
  authRateLimited: "Too many sign-in attempts. Try again in a few minutes.",
  /** A demo account of the local backend, tried from another machine. */
  publishedAccount:
    "This is a demo account, and its password is published with the site, so it signs in only on the computer the site runs on. On that computer, create your own admin with npm run supabase:admin -- you@company.com '<password>', then remove the demo accounts with npm run supabase:remove-demo.",
  backHome: "Back to the website",
} as const;

/** Plain-text answers to POSTs on /login and /admin that are refused before they reach the app. */
export const requestRefused = {
  tooLarge: (megabytes: number) =>
    `Request refused: the body is larger than ${megabytes} MB, the most this site accepts.`,
  crossOrigin:
    "Request refused: it was sent from another website. Open this site's own page and try again.",
} as const;

export const adminText = {
  metaTitle: "Admin Panel",
  title: "Admin Panel",
  subtitle:
    "Manage your website content in real time. Changes reach the site as soon as they are published.",
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: "Sign out",
  signOutEverywhere: "Sign out everywhere",

  nonEditor: {
    title: "Your account cannot edit content",
    text: (email: string) =>
      `You are signed in as ${email}, but only editors can add, change or delete website content. Ask an administrator to give your account the editor role, or sign out and sign in with an editor account.`,
  },

  realtime: {
    connecting: "Connecting to live updates...",
    connected: "Live updates connected. Changes from other editors appear here as they happen.",
    issue: (message: string) => `Realtime connection issue: ${message}. Updates might not be live.`,
    errorToast: "Realtime Connection Error",
    reasons: {
      CHANNEL_ERROR: "the channel reported an error",
      TIMED_OUT: "the connection timed out",
      CLOSED: "the connection was closed",
    },
    updateToast: "Realtime Update",
    eventNames: { INSERT: "INSERT", UPDATE: "UPDATE", DELETE: "DELETE" },
    updateDescription: (key: string, event: string) => `${event} event on "${key}".`,
  },

  list: {
    title: "Manage Content",
    loading: "Loading content...",
    empty: "No content found in Supabase. Add new content below.",
    edit: "Edit",
    delete: "Delete",
    save: "Save",
    saving: "Saving...",
    cancel: "Cancel",
    deleting: "Deleting...",
    valueLabel: (key: string) => `Value for ${key}`,
    editLabel: (key: string) => `Edit ${key}`,
    deleteLabel: (key: string) => `Delete ${key}`,
    confirmDelete: (key: string) => `Are you sure you want to delete "${key}"?`,
    updatedAt: "Updated",
    search: "Find a text",
    searchHint: "Part of a key or of a value. Every text is searched, not only this page.",
    count: (first: number, last: number, total: number, search: string) => {
      const all = total.toLocaleString("en-US");
      if (search === "") {
        return first === 1 && last === total
          ? `${all} ${total === 1 ? "text" : "texts"}.`
          : `Texts ${first.toLocaleString("en-US")} to ${last.toLocaleString("en-US")} of ${all}.`;
      }
      if (total === 0) return `No text matches "${search}".`;
      const matching = `${all} ${total === 1 ? "text matches" : "texts match"} "${search}"`;
      return first === 1 && last === total
        ? `${matching}.`
        : `${matching}: ${first.toLocaleString("en-US")} to ${last.toLocaleString("en-US")}.`;
    },
    /** Said by screen readers once typing in the search has paused. */
    found: (total: number) =>
      total === 0
        ? "No texts found."
        : `${total.toLocaleString("en-US")} ${total === 1 ? "text" : "texts"} found.`,
    loadingRest: (loaded: number, total: number) =>
      `Loading texts: ${loaded.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} so far...`,
    pages: "Manage Content pages",
    previous: "Previous texts",
    next: "Next texts",
    pageOf: (page: number, pages: number) =>
      `Page ${page.toLocaleString("en-US")} of ${pages.toLocaleString("en-US")}`,
  },

  conflict: {
    changedTitle: "Someone else changed this item while you were editing.",
    changedText: "Their version is shown below; your draft is kept in the text box.",
    refusedTitle: "Not saved: someone else saved a newer version first.",
    theirVersion: "Their version",
    keepMine: "Keep mine (overwrite)",
    takeTheirs: "Use their version",
    deletedTitle: "Someone else deleted this item while you were editing.",
    deletedText: "Your draft is kept. Add it again as new content, or discard it.",
    restore: "Add it again",
    discard: "Discard draft",
  },

  siteText: {
    /** Before the place a catalogue key shows on the site. */
    shownOn: "Shown on:",
    notShown: "Not used on the public pages",
    suggestions: "Site text keys without a value yet are suggested as you type.",
    publishFailed: "Saved, but the public pages were not refreshed",
  },
  /** An item's earlier versions, from the history the database keeps. */
  history: {
    show: "History",
    hide: "Hide history",
    showLabel: (key: string) => `History of ${key}`,
    title: (key: string) => `History of ${key}`,
    loading: "Loading history...",
    empty: "No changes recorded yet.",
    failed: (message: string) => `Could not load the history: ${message}`,
    operations: { INSERT: "Added", UPDATE: "Changed", DELETE: "Deleted" },
    actors: {
      service_role: "System",
      sql: "System",
      unknownUser: "a signed-in user",
      schedule: (who: string) => `publishing scheduled by ${who}`,
    },
    byWhom: (operation: string, who: string) => `${operation} by ${who}`,
    before: "Before",
    after: "After",
    none: "(none)",
    restore: "Restore this version",
  },

  /** Who else has /admin open, and which texts they are editing. */
  presence: {
    label: "Editors here now",
    alone: "No other editor has the admin open.",
    you: "You, in another tab",
    browsing: "browsing",
    editing: (keys: string) => `editing ${keys}`,
    issue: (message: string) => `Cannot see who else is editing: ${message}`,
    /** The mark on a text another editor has open. */
    editingNow: (who: string) => `${who} is editing this`,
  },

  /** Staged text: changes editors prepare and preview before visitors see them. */
  drafts: {
    title: "Staged changes",
    intro:
      "Stage a text or an item (a service, a question, an office...) to see it on the real page before visitors do. Publishing puts every staged change live at once; until then, nothing here is public.",
    loading: "Loading staged changes...",
    empty: "Nothing is staged. While editing a text or an item, choose Stage for review.",
    failed: (message: string) => `Could not load staged changes: ${message}`,
    stage: adminActions.stage,
    staging: adminActions.staging,
    staged: "Staged for review",
    stagedText: (key: string) => `"${key}" is staged. Visitors still see the published text.`,
    stageFailed: "Could not stage the text",
    stagedBy: (who: string, when: string) => `Staged by ${who}, ${when}`,
    toDefault: "Back to the website's default",
    nowLive: "Now on the site",
    nothingLive: "(not stored yet)",
    preview: "Preview on the site",
    previewLabel: (key: string) => `Preview on the site: ${key}`,
    publish: (count: number) => `Publish ${count} staged ${count === 1 ? "change" : "changes"}`,
    publishing: "Publishing...",
    confirmPublish: (count: number) =>
      `Publish ${count} staged ${count === 1 ? "change" : "changes"}? Visitors will see ${count === 1 ? "it" : "them"} at once.`,
    published: "Published",
    publishedText: (count: number) =>
      `${count} staged ${count === 1 ? "change is" : "changes are"} live on the website.`,
    publishFailed: "Could not publish",
    discard: "Discard",
    discardLabel: (key: string) => `Discard the staged text of ${key}`,
    discardAll: "Discard all",
    confirmDiscardAll: (count: number) =>
      `Discard all ${count} staged ${count === 1 ? "change" : "changes"}? They were never public.`,
    discarded: "Discarded",
    discardedText: (count: number) =>
      `${count} staged ${count === 1 ? "change was" : "changes were"} discarded.`,
    discardFailed: "Could not discard",
    mark: "Staged",
    scheduledMark: "Scheduled",
    scheduledNote: "Goes live with its scheduled publication (see Staged).",
    /** A staged item: what kind of change it is, and its list and name. */
    itemKind: { new: "To add", change: "Changed", removal: "To remove" },
    itemTitle: (list: string, name: string) => `${list}: ${name}`,
    removedItem: "an item",
    open: "Open",
    openLabel: (name: string) => `Open ${name} in its form`,
    previewItemLabel: (name: string) => `Preview on the site: ${name}`,
    discardItemLabel: (name: string) => `Discard the staged version of ${name}`,
  },

  /** The feed of the latest changes to any text, by anyone. */
  recent: {
    title: "Recent changes",
    intro: "The latest changes to any text, by anyone, as they happen.",
    loading: "Loading recent changes...",
    empty: "No changes recorded yet.",
    failed: (message: string) => `Could not load recent changes: ${message}`,
    you: "You",
    scheduledByYou: "Publishing you scheduled",
    entry: (who: string, operation: string, key: string) => `${who} · ${operation} ${key}`,
  },

  /** The overview's word on what is staged; the rest is in the rooms. */
  stagedSummary: {
    title: "Waiting to be published",
    text: (count: number) =>
      count === 1
        ? "1 change is staged: visitors do not see it until it is published."
        : `${count} changes are staged: visitors do not see them until they are published.`,
    review: "Review staged changes",
    onPage: "Edit on the page",
  },

  jumpTo: {
    label: "Sections of this page",
  },

  /** The page editor: every text of one public page, stored or default. */

  pages: {
    title: "Edit by page",
    editOnPage: "Edit on the page",
    intro:
      "Pick a page to see every text on it. Texts you have not changed show the website's default; publishing one puts your version on the site, and Reset to default removes it again. The words of each service, industry and other listed item are under Collections.",
    pickerLabel: "Page",
    groups: {
      pages: "Pages",
      layout: "On every page",
    },
    viewOnSite: "View on site",
    newTab: "(opens in a new tab)",
    searchLabel: "Search all texts",
    searchPlaceholder: "Search texts and page names",
    searchHint: "Every word must match a text, its name or a page name.",
    resultsLabel: "Matching texts",
    results: (shown: number, total: number) =>
      total === 0
        ? "No text matches your search."
        : shown < total
          ? `Showing the first ${shown} of ${total} matching texts. Add words to narrow the search.`
          : `${total} matching ${total === 1 ? "text" : "texts"}.`,
    fieldCount: (total: number, stored: number) =>
      `${total} ${total === 1 ? "text" : "texts"} on this page, ${stored} changed from the default.`,
    stored: "Changed",
    storedHint: "Changed by an editor; the page shows this text.",
    defaultMarker: "Default",
    defaultHint: "Not changed; the page shows the website's default.",
    defaultWas: "Default:",
    onPage: (page: string) => `On ${page}`,
    /** For a text with blanks such as {count}, which the site fills in where it shows it. */
    blanks: (blanks: readonly string[]) =>
      `The site fills in ${blanks.length > 1 ? `${blanks.slice(0, -1).join(", ")} and ${blanks.at(-1)}` : blanks[0]}: keep ${blanks.length > 1 ? "them" : "it"} where the figure or name belongs.`,
    edit: "Edit",
    editLabel: (field: string) => `Edit ${field}`,
    valueLabel: (field: string) => `Text for ${field}`,
    reset: "Reset to default",
    resetLabel: (field: string) => `Reset to default: ${field}`,
    resetting: "Resetting...",
    confirmReset: (key: string) =>
      `Reset "${key}" to the website's default? Your stored text will be deleted.`,
    unusedTitle: "Stored texts no page uses",
    unusedText:
      "These texts are stored but no public page reads them, so visitors never see them. They may be left from an older version of the site; delete them in Manage Content, where each shows its key, when they are no longer needed.",
    unusedNone: "Every stored text is used on the website.",
  },

  add: {
    title: "Add New Content",
    keyLabel: "Content key",
    keyHint:
      "Lower-case letters, digits, dots, dashes and underscores, starting with a letter or digit (for example home.hero.title). Up to 100 characters.",
    valueLabel: "Content value",
    keyPlaceholder: "about.intro.title",
    valuePlaceholder: "The text to show on the website",
    submit: "Add Content",
    submitting: "Adding...",
  },

  info: {
    title: "How this works",
    text: "Content is stored in the Supabase table 'website_content'. Every change is saved straight to the database and pushed live to everyone who has this page open, through Supabase Realtime. Row-level security policies allow anyone to read the content, and only editors to add, change or delete it.",
  },

  toasts: {
    errorTitle: "Error!",
    required: "Both key and value are required to add new content.",
    duplicate: (key: string) => `Key "${key}" already exists. Choose a unique key.`,
    badKey:
      "Keys use lower-case letters, digits, dots, dashes and underscores, start with a letter or digit, and are at most 100 characters.",
    tooLong: (length: number) =>
      `The value is ${length.toLocaleString("en-US")} characters long; the limit is ${MAX_VALUE_LENGTH.toLocaleString("en-US")}.`,
    saved: "Content Saved!",
    savedText: (key: string) => `"${key}" was updated.`,
    deleted: "Content Deleted!",
    deletedText: (key: string) => `"${key}" was removed.`,
    reset: "Reset to default",
    resetText: (key: string) => `"${key}" shows the website's default text again.`,
    restored: "Version restored",
    restoredText: (key: string) => `"${key}" has its earlier text again.`,
    undo: "Undo",
    undone: "Change undone",
    undoneText: (key: string) => `"${key}" is back as it was.`,
    added: "Content Added!",
    addedText: (key: string) => `"${key}" was added.`,
    loadError: "Error loading content",
    saveError: "Error saving content",
    deleteError: "Error deleting content",
    addError: "Error adding content",
    conflict: "Not saved",
  },

  banners: {
    load: (message: string) =>
      `Failed to load content: ${message}. Ensure the table 'website_content' exists and replication is enabled.`,
    save: (message: string) => `Failed to save: ${message}`,
    delete: (message: string) => `Failed to delete: ${message}`,
    add: (message: string) => `Failed to add new content: ${message}`,
    dismiss: "Dismiss",
  },

  /** Messages for writes that RLS silently filters to zero rows. */
  notPermitted: "nothing changed; the text may be gone, or your account cannot edit content",
  goneMessage: "the item no longer exists",

  unsavedPrompt: "You have an unsaved edit. Leave anyway?",
} as const;
