import type { TeamRole } from "@/lib/auth/team-roles";

/** Every text of the Team room (/admin/team) and of accepting an invitation (/welcome). */
export const teamText = {
  title: "Team",
  subtitle: "Who can edit this site, and what each person may do. Only admins see this room.",
  adminsOnly:
    "Only admins manage the team. Ask an admin if someone should join, leave or change role.",
  roles: {
    admin: "Admin",
    editor: "Editor",
    author: "Author",
  } satisfies Record<TeamRole, string>,
  roleHints: {
    admin: "Manages the team, and edits and publishes",
    editor: "Edits and publishes",
    author: "Stages changes for an editor to publish",
  } satisfies Record<TeamRole, string>,
  invite: {
    title: "Invite someone",
    email: "Email",
    role: "Role",
    submit: "Send invitation",
    sending: "Sending...",
    sent: (email: string) =>
      `Invitation sent to ${email}. Their link works once; they choose a password when they follow it.`,
    joined: (email: string) =>
      `${email} already had an account: they are in the team now and sign in as before.`,
  },
  members: {
    title: (count: number) => (count === 1 ? "1 member" : `${count} members`),
    you: "(you)",
    invited: (when: string) => `Invited ${when}, not accepted yet`,
    lastSignIn: (when: string) => `Last signed in ${when}`,
    neverSignedIn: "Has not signed in yet",
    pending: "Has not chosen a password yet",
    roleOf: (email: string) => `Role of ${email}`,
    changeRole: "Change role",
    resend: "Send the invitation again",
    revoke: "Withdraw the invitation",
    remove: "Remove from the team",
    confirmRevoke: (email: string) => `Withdraw ${email}'s invitation`,
    confirmRemove: (email: string) => `Remove ${email}`,
    roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
    resent: (email: string) => `Invitation sent to ${email} again.`,
    revoked: (email: string) => `${email}'s invitation is withdrawn; the link no longer works.`,
    removed: (email: string) =>
      `${email} is no longer in the team and loses access at their next click.`,
  },
  errors: {
    notPermitted: "Only admins manage the team. Sign in as an admin and try again.",
    email: "Enter an email address, like name@example.com.",
    role: "Choose a role.",
    alreadyMember: (email: string) => `${email} is already in the team.`,
    alreadyAccepted: "They have accepted already: nothing to send.",
    noSecretKey:
      "Inviting needs the server's Supabase secret key (SUPABASE_SECRET_KEY). Ask whoever runs the site to set it.",
    failed: "That did not work, and nothing changed. Try again.",
  },
  welcome: {
    metaTitle: "Welcome",
    title: "Welcome to the team",
    subtitle: "Choose the password you will sign in with.",
    password: "New password",
    confirm: "The same password again",
    hint: (min: number) => `At least ${min} characters.`,
    submit: "Set password and continue",
    submitting: "Saving...",
    reading: "Reading your invitation...",
    tooShort: (min: number) => `Use at least ${min} characters.`,
    mismatch: "The two passwords differ. Type the same one twice.",
    expired:
      "This invitation link has expired or was used already. Ask an admin to send a new one.",
    signIn: "Go to sign in",
  },
} as const;
