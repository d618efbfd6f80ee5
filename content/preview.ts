/** The words of previewing staged site text: the bar on the public pages and /api/preview's refusals. */
export const previewText = {
  banner: "Preview: you are seeing staged changes that visitors do not see yet.",
  exit: "Exit preview",
  backToAdmin: "Back to the admin",
  notEditor: "Only editors can preview staged changes. Sign in with an editor account.",
} as const;
