import { INBOX_PATH, SEO_PATH, SETTINGS_PATH } from "@/components/admin/shell/admin-rooms";
import { launchText as t, type PictureGap, type PictureKind } from "@/content/admin-launch";
import { company } from "@/content/company";
import { collectionPath } from "@/lib/collections/fields";
import type { CollectionName } from "@/lib/collections/registry";
import type { LaunchFacts, PicturedFacts } from "./facts";
import { isPlaceholderEmail, isPlaceholderPhone, isPlaceholderUrl } from "./placeholders";

export interface LaunchLink {
  label: string;
  href: string;
}

/** One thing a visitor still sees of the placeholders, where, and where it is replaced. */
export interface LaunchLine {
  /** Stable while the line stands: what it is about. */
  key: string;
  /** What a visitor sees. */
  seen: string;
  /** The public page it shows on. */
  where: LaunchLink;
  /** The form, field or action that replaces it. */
  fix: LaunchLink;
  /** Set when only admins can follow `fix`. */
  adminsOnly?: boolean;
  /** The items a grouped line names, each linked to its own form. */
  items?: readonly LaunchLink[];
}

/** A check reads the facts and answers the lines still standing; none when all is replaced. */
export type LaunchCheck = (facts: LaunchFacts) => readonly LaunchLine[];

/** From this many items of a kind missing pictures, one line names them all. */
export const GROUP_FROM = 4;

const FOOTER = "/";

/** An item's form in /admin, scrolled to the field that fixes it. */
const itemForm = (collection: CollectionName, id: string, field: string) =>
  collectionPath(collection, `/${id}#field-${field}`);

/** A line for each placeholder an office shows, naming it, each opening its own field. */
const placeholderOffices: LaunchCheck = ({ offices }) =>
  offices.flatMap((office, i) => {
    // The first office is the company's: its details are on every page, and the contact page.
    const where =
      i === 0
        ? { label: t.office.headquarters, href: "/contact" }
        : { label: t.office.other, href: "/locations" };
    const line = (field: "email" | "phone", seen: string): LaunchLine => ({
      key: `office:${office.id}:${field}`,
      seen,
      where,
      fix: { label: t.office.fix(office.name, field), href: itemForm("offices", office.id, field) },
    });
    return [
      ...(isPlaceholderEmail(office.email)
        ? [line("email", t.office.email(office.name, office.email))]
        : []),
      ...(isPlaceholderPhone(office.phone)
        ? [line("phone", t.office.phone(office.name, office.phone))]
        : []),
    ];
  });

const placeholderDepartments: LaunchCheck = ({ departmentContacts }) =>
  departmentContacts
    .filter((contact) => isPlaceholderEmail(contact.email))
    .map((contact) => ({
      key: `department:${contact.id}`,
      seen: t.department.seen(contact.name, contact.email),
      where: { label: t.department.where, href: "/contact#departments-title" },
      fix: {
        label: t.department.fix(contact.name),
        href: itemForm("department_contacts", contact.id, "email"),
      },
    }));

const projectForm: LaunchCheck = ({ settings }) => {
  // Unset, the buttons open the stand-in form the site started with.
  const url = settings.projectRequestUrl ?? company.projectRequestUrl;
  if (!isPlaceholderUrl(url)) return [];
  return [
    {
      key: "project-form",
      seen: t.projectForm.seen(url),
      where: { label: t.projectForm.where, href: "/" },
      fix: { label: t.projectForm.fix, href: `${SETTINGS_PATH}#project-request-title` },
      adminsOnly: true,
    },
  ];
};

const leaderPortraits: LaunchCheck = ({ leaders }) =>
  leaders
    .filter((leader) => !leader.portrait)
    .map((leader) => ({
      key: `leader:${leader.id}`,
      seen: t.leader.seen(leader.name),
      where: { label: t.leader.where, href: "/about#leadership" },
      fix: {
        label: t.leader.fix(leader.name),
        href: itemForm("leaders", leader.id, "portrait_id"),
      },
    }));

const gapOf = (item: PicturedFacts): PictureGap | null =>
  item.picture ? (item.shareImage ? null : "share") : item.shareImage ? "picture" : "both";

/** A service's or an industry's missing pictures: a line each, or one for many. */
const missingPictures =
  (kind: PictureKind): LaunchCheck =>
  (facts) => {
    const missing = facts[kind].flatMap((item) => {
      const gap = gapOf(item);
      return gap ? [{ item, gap }] : [];
    });
    const form = (item: PicturedFacts, gap: PictureGap) =>
      itemForm(kind, item.id, gap === "share" ? "share_image_id" : "image_id");
    if (missing.length >= GROUP_FROM) {
      return [
        {
          key: `pictures:${kind}`,
          seen: t.pictures.grouped(kind, missing.length),
          where: { label: t.pictures.groupedWhere(kind), href: `/${kind}` },
          fix: { label: t.pictures.groupedFix(kind), href: collectionPath(kind) },
          items: missing.map(({ item, gap }) => ({
            label: t.pictures.itemLabel(item.name, gap),
            href: form(item, gap),
          })),
        },
      ];
    }
    return missing.map(({ item, gap }) => ({
      key: `pictures:${kind}:${item.id}`,
      seen: t.pictures.seen(kind, item.name, gap),
      where: { label: t.pictures.where(item.name), href: `/${kind}/${item.slug}` },
      fix: { label: t.pictures.fix(item.name), href: form(item, gap) },
    }));
  };

const policyPages: LaunchCheck = ({ policyPages }) =>
  policyPages
    .filter((policy) => !policy.built)
    .map((policy) => ({
      key: `policy:${policy.path}`,
      seen: t.policy.seen(policy.label),
      where: { label: t.policy.where, href: FOOTER },
      // As the pages' own offer starts it: at the button's address, with its title.
      fix: {
        label: t.policy.fix(policy.label),
        href: collectionPath(
          "pages",
          `/new?${new URLSearchParams({ path: policy.path, title: policy.label })}`,
        ),
      },
    }));

const socialProfiles: LaunchCheck = ({ settings }) => {
  const unset = (["linkedin", "twitter", "facebook"] as const).filter(
    (network) => !settings.social[network],
  );
  if (unset.length === 0) return [];
  return [
    {
      key: "social",
      seen: t.social.seen(unset.map((network) => t.social.names[network])),
      where: { label: t.social.where, href: FOOTER },
      fix: { label: t.social.fix, href: `${SETTINGS_PATH}#social-links-title` },
      adminsOnly: true,
    },
  ];
};

const contactForm: LaunchCheck = ({ settings }) =>
  settings.contactForm === "accepting"
    ? []
    : [
        {
          key: "contact-form",
          seen: t.contactForm.seen,
          where: { label: t.contactForm.where, href: "/contact" },
          fix: { label: t.contactForm.fix, href: `${INBOX_PATH}#contact-form-setting` },
          adminsOnly: true,
        },
      ];

const caseStudy: LaunchCheck = ({ caseStudies }) =>
  caseStudies > 0
    ? []
    : [
        {
          key: "case-study",
          seen: t.caseStudy.seen,
          where: { label: t.caseStudy.where, href: "/insights" },
          fix: { label: t.caseStudy.fix, href: collectionPath("posts", "/new") },
        },
      ];

const searchDescriptions: LaunchCheck = ({ searchDescriptions: found }) =>
  !found || found.missing + found.duplicated === 0
    ? []
    : [
        {
          key: "search-descriptions",
          seen: t.searchDescriptions.seen(found.missing, found.duplicated),
          where: { label: t.searchDescriptions.where, href: "/" },
          fix: { label: t.searchDescriptions.fix, href: SEO_PATH },
        },
      ];

/**
 * Every check, in the order the room lists their lines. Another one is one more entry here,
 * with what it reads added to LaunchFacts.
 */
export const LAUNCH_CHECKS: readonly LaunchCheck[] = [
  placeholderOffices,
  placeholderDepartments,
  projectForm,
  leaderPortraits,
  missingPictures("services"),
  missingPictures("industries"),
  policyPages,
  socialProfiles,
  contactForm,
  caseStudy,
  searchDescriptions,
];

/** Every line still standing, check by check. */
export const launchLines = (facts: LaunchFacts): LaunchLine[] =>
  LAUNCH_CHECKS.flatMap((check) => check(facts));
