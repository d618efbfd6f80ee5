/** Every text of the Inbox: messages sent with the contact form, and the form's setting. */
export const inboxText = {
  title: "Inbox",
  intro: "Messages visitors send with the contact form, newest first.",
  badge: (count: number) => (count === 1 ? "1 new message" : `${count} new messages`),
  arrivedTitle: "New message",
  arrived: (name: string, subject: string) => `${name}: ${subject}`,
  onlyPublishers: "Only editors and admins read the messages sent with the contact form.",
  setting: {
    title: "Contact form",
    legend: "What the contact form does",
    comingSoon: "Show the coming-soon notice (as specified)",
    accepting: "Accept messages",
    save: "Apply the form's setting",
    saved: (accepting: boolean) =>
      accepting
        ? "The contact form now sends messages here."
        : "The contact form now shows the coming-soon notice.",
    noKey:
      "This server has no secret key (SUPABASE_SECRET_KEY), so the form cannot keep messages: visitors are told to try again later. Set it before accepting messages.",
    retention: "Keep messages for (months)",
    saveRetention: "Apply the period",
    retentionHint: "Older messages are deleted every night.",
    retentionSaved: (months: number) =>
      months === 1
        ? "Messages are now kept for 1 month."
        : `Messages are now kept for ${months} months.`,
    retentionInvalid: "Enter a whole number of months from 1 to 120.",
    adminsOnly: "Only admins change the contact form and how long messages are kept.",
  },
  count: (first: number, last: number, total: number) =>
    total === 0
      ? "No messages yet."
      : first === 1 && last === total
        ? total === 1
          ? "1 message."
          : `${total} messages.`
        : `Messages ${first} to ${last} of ${total}.`,
  newer: "Newer messages",
  older: "Older messages",
  status: { new: "New", handled: "Handled" },
  from: (name: string, email: string) => `${name} <${email}>`,
  company: "Company:",
  department: "Department:",
  page: "Sent from",
  received: (when: string) => `Received ${when}`,
  handledBy: (who: string, when: string) => `Handled by ${who}, ${when}`,
  assignedTo: (who: string) => `Given to ${who}`,
  note: "Note:",
  sort: {
    open: "Give to, note",
    assignee: "Given to",
    nobody: "Nobody",
    note: "Note for the team",
    save: "Apply",
  },
  exportCsv: "Export all as CSV",
  markHandled: "Mark handled",
  markNew: "Mark new",
  remove: "Delete",
  confirmRemove: "Delete this message",
  done: {
    sorted: "Done.",
    handled: "Marked handled.",
    reopened: "Marked new.",
    removed: "Message deleted.",
  },
  errors: {
    notPermitted: "Your account cannot do that. Sign in again, or ask an admin.",
    failed: "That did not work, and nothing changed. Try again.",
    gone: "This message was deleted meanwhile.",
    noteTooLong: "Keep the note under 2,000 characters.",
  },
} as const;
