import { adminActions } from "./admin";

/** The words of the Settings room in /admin (admins only). */
export const settingsText = {
  title: "Settings",
  subtitle: "What the public site shows that belongs to the company as a whole.",
  adminsOnly: "Only admins change the site's settings.",
  social: {
    title: "Company profiles",
    intro:
      "The footer's LinkedIn, X and Facebook buttons. Each one you set becomes a link to the profile (opening in a new tab); an empty one keeps the coming-soon notice.",
    save: "Publish the profiles now",
    saved: "Profiles published. The footer links each one you set.",
    fields: {
      linkedin: {
        label: "LinkedIn",
        hint: "For example https://www.linkedin.com/company/your-company",
      },
      twitter: { label: "X (Twitter)", hint: "For example https://x.com/yourcompany" },
      facebook: { label: "Facebook", hint: "For example https://www.facebook.com/yourcompany" },
    },
  },
  projectRequest: {
    title: "Project form",
    intro:
      'Where the home page\'s "Start Your Project" buttons send prospects (in a new tab). Empty, they open the placeholder form the site started with.',
    save: "Publish the form's address now",
    saved: "Address published. The home page's buttons open this form.",
    field: {
      label: "The form's address",
      hint: "The full address, starting with https://, for example https://forms.yourcompany.com/start-your-project",
    },
  },
  /** Beside each form's button: settings go live at once. */
  explain: adminActions.explain.liveOnly,
  errors: {
    failed: "The settings could not be published. Try again in a moment.",
    notPermitted: "Sign in as an admin to change the settings.",
  },
};
