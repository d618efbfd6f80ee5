import { convertWordLists } from "./word-lists";

/**
 * Pasted HTML as the body can hold it. Google Docs and Word describe bold and italic in inline
 * styles, wrap everything in spans with fonts and colours, and add markup of their own; the
 * editor's schema would drop most of that, but not the traps handled here: Docs' wrapper <b>
 * that is not bold, bold and italic that exist only as styles, Word's lists made of paragraphs,
 * and an <h1>, which a body never has (the page's title is its only one).
 */

/** Elements whose content is never text of the body: head matter, scripts, Office's XML. */
const DROPPED = new Set([
  "style",
  "script",
  "meta",
  "link",
  "title",
  "xml",
  "colgroup",
  "col",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "button",
  "input",
  "select",
  "textarea",
]);

/** Elements the editor reads; any other is replaced by what it contains. */
const KEPT = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "code",
  "hr",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
]);

/** The attributes that carry meaning the body keeps; every other one goes. */
const KEPT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href"],
  img: ["src", "alt", "data-media-id"],
  figure: ["data-media-id"],
  ol: ["start"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
};
/** ProseMirror marks its own copied HTML with where the slice was open; pasting needs it back. */
const SLICE_ATTRIBUTE = "data-pm-slice";

const BOLD_WEIGHT = /^(bold|bolder|[6-9]00)$/;
const NOT_BOLD_WEIGHT = /^(normal|lighter|[1-4]00)$/;

const elements = (doc: Document, selector = "*") =>
  Array.from(doc.body.querySelectorAll<HTMLElement>(selector));

function unwrap(element: Element) {
  element.replaceWith(...Array.from(element.childNodes));
}

function rename(element: Element, tag: string) {
  const renamed = element.ownerDocument.createElement(tag);
  renamed.append(...Array.from(element.childNodes));
  for (const attribute of Array.from(element.attributes)) {
    renamed.setAttribute(attribute.name, attribute.value);
  }
  element.replaceWith(renamed);
}

function removeComments(node: Node) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 8) child.remove();
    else removeComments(child);
  }
}

/** Office's own tags (<o:p>, <st1:place>): their text stays, except the spacing <o:p>. */
function removeOfficeMarkup(doc: Document) {
  for (const element of elements(doc)) {
    if (DROPPED.has(element.localName) || element.localName === "o:p") element.remove();
    else if (element.localName.includes(":")) unwrap(element);
  }
}

/** Docs' wrapper, and any <b> a style says is not bold, are not bold. */
function unwrapFalseBold(doc: Document) {
  for (const element of elements(doc)) {
    const wrapper = element.id.startsWith("docs-internal-guid");
    const notBold =
      (element.localName === "b" || element.localName === "strong") &&
      NOT_BOLD_WEIGHT.test(element.style.fontWeight);
    if (wrapper || notBold) unwrap(element);
  }
}

/** Bold and italic given only as a span's style become <strong> and <em>. */
function marksFromStyles(doc: Document) {
  for (const span of elements(doc, "span")) {
    const bold = BOLD_WEIGHT.test(span.style.fontWeight) && !span.closest("h1, h2, h3, h4, h5, h6");
    const italic = span.style.fontStyle === "italic" || span.style.fontStyle === "oblique";
    for (const [on, tag] of [
      [italic, "em"],
      [bold, "strong"],
    ] as const) {
      if (!on) continue;
      const mark = doc.createElement(tag);
      mark.append(...Array.from(span.childNodes));
      span.append(mark);
    }
  }
}

/**
 * A body's headings are levels 2 to 4. Pasted text with an <h1> moves every level down one, so
 * its sections keep their order; deeper levels become level 4.
 */
function fitHeadings(doc: Document) {
  const headings = elements(doc, "h1, h2, h3, h4, h5, h6");
  const shift = headings.some((heading) => heading.localName === "h1") ? 1 : 0;
  for (const heading of headings) {
    const level = Math.min(4, Math.max(2, Number(heading.localName[1]) + shift));
    if (heading.localName !== `h${level}`) rename(heading, `h${level}`);
  }
}

/** Docs puts a nested list straight inside its parent list; it belongs in the item before it. */
function nestListsInItems(doc: Document) {
  for (const list of elements(doc, "ul > ul, ul > ol, ol > ul, ol > ol")) {
    const item = list.previousElementSibling;
    if (item?.localName === "li") item.append(list);
    else {
      const wrapper = doc.createElement("li");
      list.replaceWith(wrapper);
      wrapper.append(list);
    }
  }
}

function keepOnlyMeaning(doc: Document) {
  for (const element of elements(doc)) {
    const name = element.localName;
    if (!KEPT.has(name) || (name === "a" && !element.hasAttribute("href"))) {
      unwrap(element);
      continue;
    }
    const kept = KEPT_ATTRIBUTES[name] ?? [];
    for (const attribute of Array.from(element.attributes)) {
      if (!kept.includes(attribute.name) && attribute.name !== SLICE_ATTRIBUTE) {
        element.removeAttribute(attribute.name);
      }
    }
  }
}

/** Blank lines made of empty paragraphs or loose line breaks: spacing is the site's to set. */
function removeBlankLines(doc: Document) {
  for (const paragraph of elements(doc, "p")) {
    const blank = (paragraph.textContent ?? "").replace(/[\s\u00a0]+/g, "") === "";
    const inCell = paragraph.parentElement?.closest("li, td, th");
    if (blank && !paragraph.querySelector("img") && !inCell) paragraph.remove();
  }
  for (const lineBreak of Array.from(doc.body.children)) {
    if (lineBreak.localName === "br") lineBreak.remove();
  }
}

/** Cleans a parsed clipboard document in place; its body is then what the editor reads. */
export function cleanPastedDocument(doc: Document): void {
  convertWordLists(doc);
  removeComments(doc.body);
  removeOfficeMarkup(doc);
  unwrapFalseBold(doc);
  marksFromStyles(doc);
  fitHeadings(doc);
  nestListsInItems(doc);
  keepOnlyMeaning(doc);
  removeBlankLines(doc);
}

/** The editor's hook for pasted HTML: the same HTML, cleaned as above. */
export function transformPastedHTML(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  cleanPastedDocument(doc);
  return doc.body.innerHTML;
}
