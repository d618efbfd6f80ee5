/** Every text of scheduled publishing: staged changes given a time to go live. */
export const scheduleText = {
  title: "Scheduled publishing",
  intro:
    "Give what is staged a time to go live, such as an announcement for Monday 09:00. Until then it stays staged: Publish leaves it for its time, and you can reschedule or cancel it.",
  authorIntro:
    "Editors and admins give staged changes a time to go live. What is scheduled shows here.",
  form: {
    label: "Go live at",
    zone: (zone: string) => `In your time zone, ${zone}.`,
    schedule: (count: number) =>
      count === 1 ? "Schedule 1 staged change" : `Schedule ${count} staged changes`,
    reschedule: "Move to the new time",
  },
  nothingWaiting:
    "Nothing staged is waiting to be published. Stage changes first, then give them a time here.",
  upcoming: "Going live",
  noneUpcoming: "Nothing is scheduled.",
  goesLive: "Goes live",
  yourTime: (clock: string, zone: string) => `${clock} in your time zone (${zone})`,
  changes: (count: number) => (count === 1 ? "1 change" : `${count} changes`),
  scheduledBy: (who: string) => `scheduled by ${who}`,
  rescheduleOpen: "Reschedule",
  cancel: "Cancel",
  confirmCancel: "Cancel it, keep the changes staged",
  recent: "Recently",
  outcome: {
    published: (count: number, when: string, who: string) =>
      `${count === 1 ? "1 change" : `${count} changes`} went live ${when}, scheduled by ${who}.`,
    failed: (when: string, reason: string) =>
      `Did not go live ${when}: ${reason} Its changes are staged again.`,
    cancelled: (when: string, who: string) =>
      `Cancelled ${when} by ${who}. Its changes were staged again.`,
  },
  someone: "someone no longer on the team",
  done: {
    scheduled: (clock: string) => `Scheduled to go live ${clock}.`,
    rescheduled: (clock: string) => `Now going live ${clock}.`,
    cancelled: "Cancelled. Its changes are staged again.",
  },
  errors: {
    noTime: "Choose a day and a time to go live.",
  },
} as const;
