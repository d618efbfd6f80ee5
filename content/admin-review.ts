/** Every text of review: authors asking for their staged changes to be published. */
export const reviewText = {
  title: "Review",
  author: {
    heading: "Ask for review",
    intro:
      "As an author you stage changes; an editor or an admin reviews them and publishes them, or sends them back with a comment.",
    staged: (count: number) =>
      count === 1 ? "You have 1 staged change." : `You have ${count} staged changes.`,
    nothingStaged: "You have nothing staged. Stage a change first, then ask for review.",
    note: "A note for the reviewer (optional)",
    submit: "Ask for review",
    waiting: (when: string) => `Waiting for review since ${when}.`,
    withdraw: "Withdraw the request",
    confirmWithdraw: "Withdraw it",
    sentBack: (who: string, when: string) => `Sent back by ${who}, ${when}:`,
    approved: (who: string, when: string) => `Approved and published by ${who}, ${when}.`,
  },
  reviewer: {
    heading: (count: number) =>
      count === 1 ? "1 request waiting for review" : `${count} requests waiting for review`,
    none: "No requests are waiting for review.",
    asks: (who: string, when: string) => `${who} asked for review, ${when}.`,
    changes: (count: number) =>
      count === 1 ? "1 staged change, listed below." : `${count} staged changes, listed below.`,
    note: "Their note:",
    comment: (who: string) => `Comment for ${who}`,
    commentHint: "Needed to send the changes back; optional when approving.",
    approve: "Approve and publish",
    reject: "Send back",
  },
  history: {
    title: "Decided lately",
    approved: (author: string, reviewer: string, when: string, count: number) =>
      `${author}'s request: approved by ${reviewer}, ${when}; ${count === 1 ? "1 change" : `${count} changes`} published.`,
    rejected: (author: string, reviewer: string, when: string) =>
      `${author}'s request: sent back by ${reviewer}, ${when}:`,
    withdrawn: (author: string, when: string) => `${author} withdrew their request, ${when}.`,
    asked: (when: string) => `Asked ${when}.`,
  },
  badge: (count: number) =>
    count === 1 ? "1 request waiting for review" : `${count} requests waiting for review`,
  done: {
    submitted: "Asked for review. Editors see your request now.",
    withdrawn: "Request withdrawn. Your changes stay staged.",
    approved: (count: number) =>
      count === 1 ? "Approved: 1 change published." : `Approved: ${count} changes published.`,
    rejected: "Sent back with your comment. The changes stay staged for the author.",
  },
  errors: {
    notPermitted: "Your account cannot do that. Sign in again, or ask an admin.",
    tooLong: "Keep it under 2,000 characters.",
    failed: "That did not work, and nothing changed. Try again.",
  },
} as const;
