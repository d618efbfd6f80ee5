import { adminRooms as t } from "@/content/admin";
import { launchNav } from "@/content/admin-launch";
import { searchReportText } from "@/content/admin-search";
import { adminSeoText } from "@/content/admin-seo";
import { TEAM_PATH } from "@/lib/auth/team-paths";
import { canPublish, type TeamRole } from "@/lib/auth/team-roles";
import { MEDIA_LIBRARY_PATH } from "@/lib/media/rules";
import { ON_PAGE_PATH } from "@/lib/visual-editing/on-page-path";

/** Each member's sign-in: their authenticator apps. */
export const SECURITY_PATH = "/admin/security";

/** Messages sent with the contact form, and its setting. */
export const INBOX_PATH = "/admin/inbox";

/** Every message of the Inbox as a CSV file. */
export const INBOX_EXPORT_PATH = "/admin/inbox/export";

/** What visitors search for on the site, and what finds nothing (editors and admins). */
export const SEARCHES_PATH = "/admin/search";

/** How every public page shows in search results, and what to fix (editors and admins). */
export const SEO_PATH = "/admin/seo";

/** The site's settings (admins). */
export const SETTINGS_PATH = "/admin/settings";

/** What visitors still see of the placeholders the site started with (editors and admins). */
export const LAUNCH_PATH = "/admin/launch";

/** Who is editing now, and the latest changes. */
export const ACTIVITY_PATH = "/admin/activity";

/** Everything staged, and review. */
export const STAGED_PATH = "/admin/staged";

/** Each public page's texts at their own address in the admin. */
export const pageTextsPath = (pageId: string) => `/admin/pages/${pageId}`;

/** One site text in Pages: on its own page's texts, found by its key. */
export const textInPagesPath = (key: string) => `/admin/pages?text=${encodeURIComponent(key)}`;

/** One site text's row in the overview's Manage Content list, found by its key. */
export const textInListPath = (key: string) =>
  `/admin?text=${encodeURIComponent(key)}#manage-content`;

/**
 * The admin's rooms, each at its own address. A collection's screens belong to Collections:
 * `collections` are their addresses (from the registry, which the server reads so that the
 * navigation's browser code does not carry it).
 */
export const ROOMS = [
  { href: "/admin", label: t.overview, owns: (path: string) => path === "/admin" },
  {
    href: "/admin/pages",
    label: t.pages,
    owns: (path: string) => path.startsWith("/admin/pages") || path === ON_PAGE_PATH,
  },
  {
    href: "/admin/collections",
    label: t.collections,
    owns: (path: string, collections: readonly string[]) =>
      path === "/admin/collections" || collections.some((start) => path.startsWith(start)),
  },
  { href: MEDIA_LIBRARY_PATH, label: t.media, owns: (path: string) => path === MEDIA_LIBRARY_PATH },
  { href: STAGED_PATH, label: t.staged, owns: (path: string) => path === STAGED_PATH },
  { href: ACTIVITY_PATH, label: t.activity, owns: (path: string) => path === ACTIVITY_PATH },
  {
    href: INBOX_PATH,
    label: t.inbox,
    owns: (path: string) => path === INBOX_PATH,
    publishersOnly: true,
  },
  {
    href: SEARCHES_PATH,
    label: searchReportText.room,
    owns: (path: string) => path === SEARCHES_PATH,
    publishersOnly: true,
  },
  {
    href: SEO_PATH,
    label: adminSeoText.room,
    owns: (path: string) => path === SEO_PATH,
    publishersOnly: true,
  },
  {
    href: LAUNCH_PATH,
    label: launchNav.room,
    owns: (path: string) => path === LAUNCH_PATH,
    publishersOnly: true,
  },
  { href: SECURITY_PATH, label: t.security, owns: (path: string) => path === SECURITY_PATH },
  { href: TEAM_PATH, label: t.team, owns: (path: string) => path === TEAM_PATH, adminOnly: true },
  {
    href: SETTINGS_PATH,
    label: t.settings,
    owns: (path: string) => path === SETTINGS_PATH,
    adminOnly: true,
  },
] as const;

/** The rooms a member of the team with this role may enter. */
export const roomsFor = (role: TeamRole) =>
  ROOMS.filter(
    (room) =>
      (role === "admin" || !("adminOnly" in room && room.adminOnly)) &&
      (canPublish(role) || !("publishersOnly" in room && room.publishersOnly)),
  );
