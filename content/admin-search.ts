/** Every text of the Searches room: what visitors search for on the site, and what finds nothing. */
export const searchReportText = {
  /** The room's name in the admin's navigation. */
  room: "Searches",
  title: "Searches",
  intro: (days: number) =>
    `What visitors searched for on the site in the last ${days} days, and the searches that found nothing: a list of pages and posts the site could add.`,
  privacy:
    "Only the words searched, the day and whether anything was found are kept. Nothing that identifies a visitor is stored: no address, cookie or user agent. Entries are deleted after 90 days.",
  onlyPublishers: "Only editors and admins see what visitors search for.",
  top: {
    title: "Most searched",
    empty: "Nobody has searched the site in this period.",
  },
  unanswered: {
    title: "Searches that found nothing",
    empty: "Every search in this period found something.",
  },
  columns: {
    query: "Search",
    searches: "Searches",
    foundNothing: "Found nothing",
    lastSearched: "Last searched",
    followUp: "Follow up",
  },
  writePost: "Write a post about this",
  openNearest: "Open the nearest page",
} as const;
