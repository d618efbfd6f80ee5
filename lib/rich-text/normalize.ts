import { nodeAttrProblem, validMediaId } from "./attrs";
import {
  type BlockNode,
  type HeadingLevel,
  type ImageNode,
  type InlineNode,
  type ListItemNode,
  type Mark,
  RICH_TEXT_MAX_DEPTH,
  type RichTextDocument,
  type TableCellNode,
  type TableRowNode,
} from "./document";
import { isJsonObject, type JsonObject } from "./jsonb";
import { safeHref } from "./links";
import { own, typeOf } from "./own";

/*
 * The renderer's side of the allowlist: rather than refuse, keep what is safe and drop the rest.
 *
 * - Unknown nodes are dropped with everything inside them, text included: a "script" or "html"
 *   node's text was never meant to be read. A known node where it may not sit (a table in a
 *   paragraph, text straight in the document) is dropped too.
 * - Attributes outside the list, or with values the database would refuse, are dropped; the
 *   ones a node needs get a safe value instead: a heading's level is moved into 2–4, an image
 *   without alt text gets "" (the renderer then uses the library's alt text).
 * - An image without a media id, text without text and nodes deeper than the limit are dropped.
 * - A link whose address is refused loses the link; its text stays. Links keep only their href.
 * - Lists, tables and rows left with nothing in them are dropped.
 */

/** A node's children that are objects with a type, with their type; none past the depth limit. */
function children(node: JsonObject, depth: number): [string, JsonObject][] {
  const content = own(node, "content");
  if (!Array.isArray(content) || depth + 1 > RICH_TEXT_MAX_DEPTH) return [];
  return content.flatMap((child: unknown): [string, JsonObject][] => {
    const type = typeOf(child);
    return type !== null && isJsonObject(child) ? [[type, child]] : [];
  });
}

function attrsOf(node: JsonObject): JsonObject {
  const value = own(node, "attrs");
  return isJsonObject(value) ? value : {};
}

/** The named attributes whose values the database would accept. */
function validAttrs(type: string, node: JsonObject, names: string[]): JsonObject {
  const from = attrsOf(node);
  const kept: JsonObject = {};
  for (const name of names) {
    const value = own(from, name);
    if (value !== undefined && nodeAttrProblem(type, name, value) === null) kept[name] = value;
  }
  return kept;
}

function headingLevel(value: unknown): HeadingLevel {
  const level = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  if (!Number.isFinite(level)) return 2;
  return Math.min(4, Math.max(2, Math.trunc(level))) as HeadingLevel;
}

function marks(node: JsonObject): Mark[] {
  const list = own(node, "marks");
  const kept = new Map<string, Mark>();
  for (const mark of Array.isArray(list) ? list : []) {
    const type = typeOf(mark);
    if (type === "bold" || type === "italic" || type === "code") kept.set(type, { type });
    if (type === "link" && isJsonObject(mark)) {
      const href = safeHref(own(attrsOf(mark), "href"));
      if (href !== null) kept.set(type, { type, attrs: { href } });
    }
  }
  return [...kept.values()];
}

/** Text and line breaks; a code block's text keeps no marks. */
function inlines(node: JsonObject, depth: number, plain = false): InlineNode[] {
  return children(node, depth).flatMap(([type, child]): InlineNode[] => {
    if (type === "hardBreak" && !plain) return [{ type }];
    const text = own(child, "text");
    if (type !== "text" || typeof text !== "string" || text === "") return [];
    const kept = plain ? [] : marks(child);
    return [kept.length > 0 ? { type, text, marks: kept } : { type, text }];
  });
}

function image(node: JsonObject): ImageNode | null {
  const from = attrsOf(node);
  const mediaId = own(from, "mediaId");
  if (!validMediaId(mediaId)) return null;
  const alt = own(from, "alt");
  const caption = own(from, "caption");
  return {
    type: "image",
    attrs: {
      mediaId,
      alt: typeof alt === "string" ? alt : "",
      ...(typeof caption === "string" && caption !== "" ? { caption } : {}),
    },
  };
}

function listItems(node: JsonObject, depth: number): ListItemNode[] {
  return children(node, depth).flatMap(([type, child]): ListItemNode[] =>
    type === "listItem" ? [{ type, content: blocks(child, depth + 1) }] : [],
  );
}

function rows(node: JsonObject, depth: number): TableRowNode[] {
  return children(node, depth).flatMap(([type, row]): TableRowNode[] => {
    if (type !== "tableRow") return [];
    const cells = children(row, depth + 1).flatMap(([cellType, cell]): TableCellNode[] =>
      cellType === "tableCell" || cellType === "tableHeader"
        ? [
            {
              type: cellType,
              attrs: validAttrs(cellType, cell, ["colspan", "rowspan", "colwidth"]),
              content: blocks(cell, depth + 2),
            },
          ]
        : [],
    );
    return cells.length > 0 ? [{ type, content: cells }] : [];
  });
}

function block(type: string, node: JsonObject, depth: number): BlockNode | null {
  switch (type) {
    case "paragraph": {
      const content = inlines(node, depth);
      return content.length > 0 ? { type, content } : { type };
    }
    case "heading":
      return {
        type,
        attrs: { level: headingLevel(own(attrsOf(node), "level")) },
        content: inlines(node, depth),
      };
    case "codeBlock":
      return {
        type,
        attrs: validAttrs(type, node, ["language"]),
        content: inlines(node, depth, true).filter((inline) => inline.type === "text"),
      };
    case "horizontalRule":
      return { type };
    case "image":
      return image(node);
    case "blockquote":
      return { type, content: blocks(node, depth) };
    case "bulletList":
    case "orderedList": {
      const content = listItems(node, depth);
      if (content.length === 0) return null;
      return type === "bulletList"
        ? { type, content }
        : { type, attrs: validAttrs(type, node, ["start", "type"]), content };
    }
    case "table": {
      const content = rows(node, depth);
      return content.length > 0 ? { type, content } : null;
    }
    default:
      return null;
  }
}

/** The blocks inside a document, list item, quote or table cell at the given depth. */
function blocks(node: JsonObject, depth: number): BlockNode[] {
  return children(node, depth).flatMap(([type, child]) => block(type, child, depth + 1) ?? []);
}

function emptyDocument(): RichTextDocument {
  return { type: "doc", content: [{ type: "paragraph" }] };
}

/** The body as the renderer may safely show it; anything that is not a document is empty. */
export function normalizeDocument(input: unknown): RichTextDocument {
  if (!isJsonObject(input) || own(input, "type") !== "doc") return emptyDocument();
  try {
    const content = blocks(input, 0);
    return content.length > 0 ? { type: "doc", content } : emptyDocument();
  } catch {
    // Only values that are not plain JSON get here (a getter or a proxy that throws).
    return emptyDocument();
  }
}
