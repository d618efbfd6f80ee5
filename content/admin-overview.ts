/** Every text of the overview's work summary, above the specification's Admin Panel. */

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export const overviewText = {
  title: "What needs doing",
  failed: (message: string) => `Could not be read: ${message}`,
  staged: {
    title: "Staged",
    none: "Nothing is staged.",
    count: (count: number) => `${plural(count, "change waits", "changes wait")} to be published.`,
    by: (who: string, count: number) => `${who}: ${count.toLocaleString("en-US")}`,
    unknown: "a signed-in user",
    byLabel: "Staged by",
    open: "Open Staged",
  },
  reviews: {
    title: "Review requests",
    count: (count: number) =>
      count === 0
        ? "No request waits for review."
        : `${plural(count, "request waits", "requests wait")} for your review.`,
    open: "Review them in Staged",
  },
  scheduled: {
    title: "Scheduled",
    none: "No publication is scheduled.",
    count: (count: number) => `${plural(count, "publication", "publications")} scheduled.`,
    next: (when: string) => `Next: ${when}.`,
    open: "See the schedule",
  },
  inbox: {
    title: "Inquiries",
    count: (count: number) =>
      count === 0 ? "No new message." : `${plural(count, "new message", "new messages")}.`,
    open: "Open the Inbox",
  },
  launch: {
    title: "Ready to launch",
    count: (count: number) =>
      count === 0
        ? "Nothing left to replace: the site is ready."
        : `${plural(count, "thing", "things")} left to replace before launch.`,
    open: "Open Launch",
  },
  recent: {
    title: "Recent activity",
    none: "No changes recorded yet.",
    listLabel: "Latest changes to the site's texts",
    open: "All activity",
  },
} as const;
