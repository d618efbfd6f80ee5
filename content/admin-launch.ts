import { settingsText } from "./admin-settings";

/** A list of names in a sentence: "A", "A and B", "A, B and C". */
const joined = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** What a service or an industry is missing of its pictures. */
export type PictureGap = "picture" | "share" | "both";

const gapWords: Record<PictureGap, string> = {
  picture: "picture",
  share: "share image",
  both: "picture or share image",
};

/** The kinds of item whose pictures the readiness room checks, as its lines name them. */
const pictureKinds = {
  services: { one: "service", many: "services", list: "Services", overview: "The services page" },
  industries: {
    one: "industry",
    many: "industries",
    list: "Industries",
    overview: "The industries page",
  },
} as const;

export type PictureKind = keyof typeof pictureKinds;

/** The readiness room in the admin's navigation, where its badge counts what is left. */
export const launchNav = {
  room: "Launch",
  badge: (count: number) => `${count} ${plural(count, "placeholder", "placeholders")} left`,
};

/**
 * The words of the readiness room in /admin: what of the specification's placeholders a
 * visitor still sees, where, and where to replace it before launch.
 */
export const launchText = {
  title: "Ready for launch",
  subtitle:
    "What visitors still see of the placeholders the site started with, where they see it, and where to replace it. A line goes as soon as its fix is on the site.",
  listLabel: "Still to replace",
  left: (count: number) =>
    `${count} ${plural(count, "thing", "things")} to replace before the site goes live.`,
  ready: {
    title: "The site is ready for launch",
    text: "Every placeholder is replaced: visitors see the company's own addresses, numbers, pictures, pages and profiles. New ones would show here.",
  },
  seenOn: "Seen on:",
  onlyPublishers: "Only editors and admins see what is left to replace before launch.",
  adminsOnly: "Only admins change this setting.",
  office: {
    email: (name: string, email: string) => `${name} shows the placeholder address ${email}.`,
    phone: (name: string, phone: string) => `${name} shows the placeholder number ${phone}.`,
    headquarters: "The contact page and every page's footer",
    other: "The locations page",
    fix: (name: string, field: "email" | "phone") =>
      `Edit ${name}'s ${field === "email" ? "email address" : "phone number"}`,
  },
  department: {
    seen: (name: string, email: string) =>
      `The ${name} contact shows the placeholder address ${email}.`,
    where: "The contact page's departments",
    fix: (name: string) => `Edit ${name}`,
  },
  projectForm: {
    seen: (url: string) => `The "Start Your Project" buttons open the placeholder form at ${url}.`,
    where: "The home page",
    fix: "Set the form's address in Settings",
  },
  leader: {
    seen: (name: string) => `${name} is shown with a drawn placeholder instead of a photo.`,
    where: "The About page's leadership",
    fix: (name: string) => `Add ${name}'s portrait`,
  },
  pictures: {
    seen: (kind: PictureKind, name: string, gap: PictureGap) =>
      `The ${pictureKinds[kind].one} ${name} has no ${gapWords[gap]}.`,
    where: (name: string) => `${name}'s page`,
    fix: (name: string) => `Edit ${name}`,
    grouped: (kind: PictureKind, count: number) =>
      `${count} ${pictureKinds[kind].many} have no picture or no share image:`,
    groupedWhere: (kind: PictureKind) => pictureKinds[kind].overview,
    groupedFix: (kind: PictureKind) => `Open the ${pictureKinds[kind].list}`,
    itemLabel: (name: string, gap: PictureGap) => `${name} (no ${gapWords[gap]})`,
  },
  policy: {
    seen: (label: string) => `The footer's "${label}" button shows the coming-soon notice.`,
    where: "Every page's footer",
    fix: (label: string) => `Create the ${label} page`,
  },
  social: {
    seen: (networks: readonly string[]) =>
      `The footer's ${joined(networks)} ${plural(networks.length, "button shows", "buttons show")} the coming-soon notice.`,
    names: {
      linkedin: settingsText.social.fields.linkedin.label,
      twitter: settingsText.social.fields.twitter.label,
      facebook: settingsText.social.fields.facebook.label,
    },
    where: "Every page's footer",
    fix: "Set the company's profiles in Settings",
  },
  contactForm: {
    seen: "The contact form shows the coming-soon notice instead of sending messages.",
    where: "The contact page",
    fix: "Switch the form on in the Inbox",
  },
  caseStudy: {
    seen: "No case study is published yet: the insights have none to show.",
    where: "The insights",
    fix: 'Write a case study (a post of the kind "Case study")',
  },
  searchDescriptions: {
    seen: (missing: number, duplicated: number) =>
      [
        missing > 0
          ? `${missing} ${plural(missing, "page has", "pages have")} no search description`
          : "",
        duplicated > 0
          ? `${duplicated} ${plural(duplicated, "page shares its", "pages share their")} search description with another page`
          : "",
      ]
        .filter(Boolean)
        .join("; ") + ": search engines then write their own from the page.",
    where: "Search results",
    fix: "Review the descriptions in the SEO room",
  },
};
