/**
 * A result's snippet as public.search_site() sends it: plain text in which U+E000 starts and
 * U+E001 ends each matched word. The page shows the pieces as text, the marked ones in <mark>,
 * so nothing in a snippet is ever read as HTML.
 */

const MARK_START = "\uE000";
const MARK_END = "\uE001";
const MARKS = /[\uE000\uE001]/g;

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * The snippet in pieces, alternately plain and marked, with neither marking character left in
 * any piece. A start inside a mark or an end outside one is dropped; a mark left open runs to the
 * end of the snippet.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  let text = "";
  const flush = () => {
    if (text === "") return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
    text = "";
  };
  for (const character of snippet) {
    if (character === MARK_START || character === MARK_END) {
      const opening = character === MARK_START;
      if (opening !== marked) {
        flush();
        marked = opening;
      }
    } else {
      text += character;
    }
  }
  flush();
  return parts;
}

/** A text with any marking characters taken out, for what is shown without marks (a title). */
export function withoutMarks(text: string): string {
  return text.replace(MARKS, "");
}
