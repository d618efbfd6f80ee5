/** The words of the Settings room in /admin (admins only). */
export const settingsText = {
  title: "Settings",
  subtitle: "What the public site shows that belongs to the company as a whole.",
  adminsOnly: "Only admins change the site's settings.",
  social: {
    title: "Company profiles",
    intro:
      "The footer's LinkedIn, X and Facebook buttons. Each one you set becomes a link to the profile (opening in a new tab); an empty one keeps the coming-soon notice.",
    save: "Save profiles",
    saved: "Profiles saved. The footer links each one you set.",
    fields: {
      linkedin: {
        label: "LinkedIn",
        hint: "For example https://www.linkedin.com/company/your-company",
      },
      twitter: { label: "X (Twitter)", hint: "For example https://x.com/yourcompany" },
      facebook: { label: "Facebook", hint: "For example https://www.facebook.com/yourcompany" },
    },
  },
  errors: {
    failed: "The settings could not be saved. Try again in a moment.",
    notPermitted: "Sign in as an admin to change the settings.",
  },
};
