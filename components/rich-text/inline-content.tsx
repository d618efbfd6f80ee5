import { Fragment, type ReactNode } from "react";
import type { InlineNode, Mark, TextNode } from "@/lib/rich-text/document";
import { safeHref } from "@/lib/rich-text/links";

const LINK =
  "font-medium text-accent underline underline-offset-4 hover:text-accent-strong focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";
const CODE = "rounded bg-surface-strong px-1.5 py-0.5 font-mono text-[0.9em] text-foreground";

function withMark(mark: Mark, children: ReactNode): ReactNode {
  switch (mark.type) {
    case "bold":
      return <strong className="font-semibold">{children}</strong>;
    case "italic":
      return <em>{children}</em>;
    case "code":
      return <code className={CODE}>{children}</code>;
    case "link": {
      // Checked again here: the body may not have been through normalizeDocument.
      const href = safeHref(mark.attrs.href);
      if (href === null) return children;
      // Outside addresses open in the same tab, and get no referrer or window.opener.
      const external = /^https?:/i.test(href);
      return (
        <a href={href} rel={external ? "noopener noreferrer" : undefined} className={LINK}>
          {children}
        </a>
      );
    }
  }
}

/** The link goes outermost, so one link's text is one <a> whatever other marks it has. */
const ORDER: Record<Mark["type"], number> = { code: 0, italic: 1, bold: 2, link: 3 };

function markedText(node: TextNode): ReactNode {
  const marks = [...(node.marks ?? [])].sort((a, b) => ORDER[a.type] - ORDER[b.type]);
  return marks.reduce<ReactNode>((children, mark) => withMark(mark, children), node.text);
}

/**
 * Text with its marks, and line breaks; React escapes the text, so markup in it stays text. A
 * paragraph of one plain run is given as its string, not wrapped, so the page's RSC payload
 * carries the words alone.
 */
export function InlineContent({ content }: { content: readonly InlineNode[] | undefined }) {
  const nodes = content ?? [];
  const only = nodes.length === 1 ? nodes[0] : undefined;
  if (only?.type === "text" && !only.marks?.length) return only.text;
  return nodes.map((node, i) =>
    node.type === "hardBreak" ? <br key={i} /> : <Fragment key={i}>{markedText(node)}</Fragment>,
  );
}
