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
  },
  roleHints: {
    admin: "Manages the team, and edits and publishes",
    editor: "Edits and publishes",
    author: "Stages changes for an editor to publish",
  },
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
      "Inviting is not switched on for this server yet. Ask whoever runs the site to give it its secret key.",
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
    submitting: "Setting the password...",
    reading: "Reading your invitation...",
    tooShort: (min: number) => `Use at least ${min} characters.`,
    mismatch: "The two passwords differ. Type the same one twice.",
    expired:
      "This invitation link has expired or was used already. Ask an admin to send a new one.",
    signIn: "Go to sign in",
  },
} as const;

/** Two-factor sign-in: the code step of signing in, and the Security room's authenticators. */
export const twoFactorText = {
  notice:
    "Your team requires two-factor sign-in to publish: you can stage changes, but to publish, add an authenticator app and sign in with its code.",
  step: {
    metaTitle: "Two-factor sign-in",
    title: "Enter the code from your app",
    subtitle:
      "Your account signs in with a password and an authenticator app. Open the app and type the six-digit code it shows for this site.",
    factor: "Authenticator",
    code: "Code",
    submit: "Verify and continue",
    submitting: "Checking...",
    invalid:
      "That code did not work. Codes change every 30 seconds: type the one your app shows now.",
    malformed: "Type the six digits your app shows, without spaces.",
    lost: "Lost your phone? Ask an admin of your team to remove your authenticator, then sign in with your password alone.",
    signOut: "Sign out",
  },
  room: {
    title: "Security",
    subtitle:
      "Sign in with a code from an authenticator app as well as your password. Add a second app (on another phone) so a lost phone does not lock you out.",
    none: "No authenticator yet: your password alone signs you in.",
    listTitle: (count: number) => (count === 1 ? "1 authenticator" : `${count} authenticators`),
    added: (when: string) => `Added ${when}`,
    unverified: "Not finished: its code was never checked",
    remove: "Remove",
    confirmRemove: (name: string) => `Remove ${name}`,
    removed: (name: string) => `${name} removed.`,
    add: {
      title: "Add an authenticator app",
      name: "Name it (e.g. Work phone)",
      start: "Show the QR code",
      scan: "Scan this code with your authenticator app (Google Authenticator, 1Password, Microsoft Authenticator and others), or type the key by hand.",
      qr: (name: string) => `QR code to add ${name} to an authenticator app`,
      key: "Key",
      code: "The six-digit code the app now shows",
      confirm: "Check the code and turn it on",
      done: (name: string) => `${name} is on. Next time you sign in, you also type its code.`,
    },
    needsAal2:
      "Sign out and sign in again with your authenticator's code to change authenticators.",
    nameTaken: "You have an authenticator by that name already. Choose another name.",
    failed: "That did not work, and nothing changed. Try again.",
    defaultName: (count: number) => `Authenticator ${count}`,
  },
  team: {
    title: "Two-factor sign-in",
    require: "Require two-factor sign-in for everyone who can publish",
    requireHint:
      "Editors and admins then publish only after signing in with an authenticator's code; authors are not asked. Turn it on from a session that used your own code.",
    save: "Apply the requirement",
    saved: (on: boolean) =>
      on
        ? "Two-factor sign-in is now required for everyone who can publish."
        : "Two-factor sign-in is no longer required.",
    memberOn: "Two-factor: on",
    memberOff: "Two-factor: off",
  },
} as const;
