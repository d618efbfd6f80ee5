/**
 * Word puts a list on the clipboard as paragraphs styled `mso-list:l0 level1 lfo1`, each starting
 * with its bullet or number as text inside `<![if !supportLists]>`. These turn such runs of
 * paragraphs into nested <ul>/<ol> lists, without the typed markers.
 */

const MARKER = "data-word-marker";
const LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const ORDERED_MARKER = /^(\d+|[a-z]|[ivxlcdm]+)[.)]$/i;

const COMMENT_NODE = 8;
const isComment = (node: Node): node is Comment => node.nodeType === COMMENT_NODE;
const isElement = (node: Node): node is Element => node.nodeType === 1;

function commentsIn(root: Node): Comment[] {
  const found: Comment[] = [];
  for (const child of Array.from(root.childNodes)) {
    if (isComment(child)) found.push(child);
    else found.push(...commentsIn(child));
  }
  return found;
}

/** The paragraph a marker belongs to: the nearest list paragraph around it. */
function listParagraph(node: Node): Element | null {
  const element = isElement(node) ? node : node.parentElement;
  const paragraph = element?.closest("p, li, h1, h2, h3, h4, h5, h6") ?? null;
  return paragraph && LIST_STYLE.test(paragraph.getAttribute("style") ?? "") ? paragraph : null;
}

const markerText = (text: string) => text.replace(/[\s\u00a0]+/g, "");

/**
 * Takes each typed bullet or number out of its paragraph, noting it on the paragraph: whether it
 * was a number decides between a numbered and a bulleted list.
 */
function takeMarkers(doc: Document) {
  for (const start of commentsIn(doc.body)) {
    if (!start.parentNode || !/^\[if !supportLists\]/i.test(start.data.trim())) continue;
    const paragraph = listParagraph(start);
    let text = "";
    let node = start.nextSibling;
    while (node && !(isComment(node) && /^\[endif\]/i.test(node.data.trim()))) {
      const next: ChildNode | null = node.nextSibling;
      text += node.textContent ?? "";
      node.remove();
      node = next;
    }
    node?.remove();
    start.remove();
    if (paragraph) paragraph.setAttribute(MARKER, markerText(text));
  }
  // Without the conditional comments (some browsers drop them), the marker is in a span of its own.
  for (const ignored of Array.from(doc.body.querySelectorAll("span"))) {
    if (!/mso-list:\s*ignore/i.test(ignored.getAttribute("style") ?? "")) continue;
    const paragraph = listParagraph(ignored);
    if (paragraph && !paragraph.hasAttribute(MARKER)) {
      paragraph.setAttribute(MARKER, markerText(ignored.textContent ?? ""));
    }
    ignored.remove();
  }
}

interface OpenList {
  list: Element;
  level: number;
  ordered: boolean;
}

/** Turns one run of adjacent list paragraphs into a list, nested by their levels. */
function buildList(doc: Document, run: readonly Element[]) {
  const stack: OpenList[] = [];
  for (const paragraph of run) {
    const [, , levelText] = LIST_STYLE.exec(paragraph.getAttribute("style") ?? "") ?? [];
    const level = Number(levelText ?? 1);
    const ordered = ORDERED_MARKER.test(paragraph.getAttribute(MARKER) ?? "");
    while (stack.length > 0 && stack[stack.length - 1].level > level) stack.pop();
    const same = stack[stack.length - 1];
    if (same && same.level === level && same.ordered !== ordered) stack.pop();
    let top = stack[stack.length - 1];
    if (!top || top.level < level) {
      const list = doc.createElement(ordered ? "ol" : "ul");
      const parentItem = top?.list.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      top = { list, level, ordered };
      stack.push(top);
    }
    const item = doc.createElement("li");
    item.append(...Array.from(paragraph.childNodes));
    top.list.append(item);
    paragraph.remove();
  }
}

export function convertWordLists(doc: Document): void {
  takeMarkers(doc);
  const paragraphs = Array.from(doc.body.querySelectorAll("p")).filter((paragraph) =>
    LIST_STYLE.test(paragraph.getAttribute("style") ?? ""),
  );
  const runs: Element[][] = [];
  let previous: Element | null = null;
  let previousList: string | null = null;
  for (const paragraph of paragraphs) {
    const [, listId] = LIST_STYLE.exec(paragraph.getAttribute("style") ?? "") ?? [];
    const continues =
      previous !== null && paragraph.previousElementSibling === previous && listId === previousList;
    if (continues) runs[runs.length - 1].push(paragraph);
    else runs.push([paragraph]);
    previous = paragraph;
    previousList = listId ?? null;
  }
  for (const run of runs) buildList(doc, run);
}
