import { shellText } from "@/content/admin-shell";
import { onPagePath } from "@/lib/visual-editing/on-page-path";
import { textInListPath, textInPagesPath } from "../shell/admin-rooms";

const t = shellText.textLinks;

const linkLook =
  "inline-flex min-h-11 items-center rounded-full px-2 text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/**
 * The other places the same text is edited: Pages, the all-texts list (Manage Content) and the
 * public page it shows on. Each place leaves itself out.
 */
export function TextLinks({
  contentKey,
  from,
  pagePath,
}: {
  contentKey: string;
  from: "pages" | "list";
  /** The public page the text shows on, when the site uses it. */
  pagePath?: string;
}) {
  const links = [
    from !== "pages" && {
      href: textInPagesPath(contentKey),
      text: t.inPages,
      label: t.inPagesLabel(contentKey),
    },
    from !== "list" && {
      href: textInListPath(contentKey),
      text: t.inList,
      label: t.inListLabel(contentKey),
    },
    pagePath !== undefined && {
      href: onPagePath(pagePath),
      text: t.onPage,
      label: t.onPageLabel(contentKey),
    },
  ].filter((link) => link !== false);
  return (
    <ul
      aria-label={t.label(contentKey)}
      className="-ml-2 flex flex-wrap gap-x-1"
      data-testid="text-links"
    >
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-label={link.label} className={linkLook}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
