import type { ReactNode } from "react";
import { LibraryImage } from "@/components/ui/library-image";
import { richTextText } from "@/content/rich-text";
import type { BlockNode, HeadingNode, ImageNode, RichTextDocument } from "@/lib/rich-text/document";
import type { SiteImages } from "@/lib/media/site-images";
import { normalizeDocument } from "@/lib/rich-text/normalize";
import { headingIds, type OutlineHeading } from "@/lib/rich-text/outline";
import { InlineContent } from "./inline-content";
import { RichTextTable } from "./rich-text-table";

/**
 * Space between the blocks of a flow: the body, a quote, a list item, a table cell. A utility
 * even on the body, so it keeps winning over a figure's or a table's own top margin.
 */
const FLOW = "[&>*+*]:mt-6";
const TIGHT_FLOW = "[&>*+*]:mt-2";
/** The body column is at most 720px wide; on phones it is the screen less the page's padding. */
const IMAGE_SIZES = "(min-width: 768px) 720px, calc(100vw - 2rem)";

interface Context {
  ids: Map<HeadingNode, OutlineHeading>;
  images: SiteImages;
  /** The next table's number, counted as they are rendered. */
  tables: { count: number };
}

function Heading({ node, outline }: { node: HeadingNode; outline: OutlineHeading | undefined }) {
  const Tag = `h${node.attrs.level}` as const;
  const id = outline?.id;
  return (
    // Extra space above a heading, on top of the flow's; the anchor sits beside the heading, not
    // in it, so the heading's accessible name is its text alone.
    <div className="group rich-heading">
      <Tag id={id}>
        <InlineContent content={node.content} />
      </Tag>
      {id && outline.text !== "" && (
        <a
          href={`#${id}`}
          aria-label={richTextText.linkToSection(outline.text)}
          className="heading-anchor"
        >
          #
        </a>
      )}
    </div>
  );
}

function Figure({ node, images }: { node: ImageNode; images: SiteImages }) {
  const image = images.get(node.attrs.mediaId);
  if (!image) return null;
  const alt = node.attrs.alt.trim() !== "" ? node.attrs.alt : image.alt;
  return (
    <figure className="mt-8">
      <LibraryImage
        image={{ ...image, alt }}
        sizes={IMAGE_SIZES}
        className="h-auto w-full rounded-xl border border-border bg-surface"
      />
      {node.attrs.caption && (
        <figcaption className="mt-3 text-sm leading-6 text-muted">{node.attrs.caption}</figcaption>
      )}
    </figure>
  );
}

function block(node: BlockNode, context: Context): ReactNode {
  const blocks = (children: readonly BlockNode[], flow = FLOW) => (
    <div className={flow}>
      {children.map((child, i) => (
        <Block key={i} node={child} context={context} />
      ))}
    </div>
  );
  switch (node.type) {
    case "paragraph":
      return <p>{node.content ? <InlineContent content={node.content} /> : null}</p>;
    case "heading":
      return <Heading node={node} outline={context.ids.get(node)} />;
    case "bulletList":
    case "orderedList": {
      const items = node.content.map((item, i) => (
        <li key={i} className="pl-1">
          {blocks(item.content, TIGHT_FLOW)}
        </li>
      ));
      return node.type === "bulletList" ? (
        <ul className="rich-list list-disc">{items}</ul>
      ) : (
        <ol start={node.attrs?.start} className="rich-list list-decimal">
          {items}
        </ol>
      );
    }
    case "blockquote":
      return (
        <blockquote className="border-l-4 border-accent/40 pl-5 text-muted">
          {blocks(node.content)}
        </blockquote>
      );
    case "codeBlock":
      return (
        <pre
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable, so a long line can be scrolled to by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-border bg-surface p-4 text-sm leading-6 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <code className="font-mono">
            {(node.content ?? []).map((text) => text.text).join("")}
          </code>
        </pre>
      );
    case "horizontalRule":
      return <hr className="border-border" />;
    case "image":
      return <Figure node={node} images={context.images} />;
    case "table":
      context.tables.count += 1;
      return (
        <RichTextTable
          table={node}
          number={context.tables.count}
          renderBlocks={(children) => blocks(children, "[&>*+*]:mt-3")}
        />
      );
  }
}

function Block({ node, context }: { node: BlockNode; context: Context }) {
  return block(node, context);
}

interface RichTextProps {
  /** A stored body; anything the allowlist does not hold is left out. */
  document: RichTextDocument | unknown;
  /** The library images the body may show; an image not among them is left out. */
  images: SiteImages;
  /**
   * Put before its headings' ids, where one page shows several bodies (a page's rich-text
   * blocks), so two headings of the same words still have ids of their own.
   */
  idPrefix?: string;
}

/** A rich-text body as HTML: elements only, built by React, so nothing in it is ever markup. */
export function RichText({ document, images, idPrefix = "" }: RichTextProps) {
  const normalized = normalizeDocument(document);
  const ids = headingIds(normalized);
  if (idPrefix)
    for (const [node, heading] of ids) ids.set(node, { ...heading, id: idPrefix + heading.id });
  const context: Context = { ids, images, tables: { count: 0 } };
  return (
    <div className={`rich-text ${FLOW}`}>
      {normalized.content.map((node, i) => (
        <Block key={i} node={node} context={context} />
      ))}
    </div>
  );
}
