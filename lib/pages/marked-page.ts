import { blockTexts, withTextAt } from "@/lib/blocks/block-texts";
import type { Block } from "@/lib/blocks/types";
import { blockTextRef, markText } from "@/lib/visual-editing/marks";
import type { Page } from "./page";

/**
 * A block whose texts carry their edit marks. A question's answer is hidden until the question
 * is opened, which a click while editing does not do: the question names its answer too, so
 * both open together.
 */
function markedBlock(pageId: string, block: Block): Block {
  const texts = blockTexts(block);
  return texts.reduce((marked, text) => {
    const ref = blockTextRef(pageId, { block: block.id, path: text.path });
    let value = markText(text.value, ref);
    if (block.type === "questions" && text.path.endsWith(".question")) {
      const answer = text.path.replace(/question$/, "answer");
      value = markText(value, blockTextRef(pageId, { block: block.id, path: answer }));
    }
    return withTextAt(marked, text.path, value);
  }, block);
}

/**
 * A published page as "Edit on the page" shows it: its blocks' words carry their edit marks,
 * so each is edited where it stands, and the page says it is marked (its other blocks open the
 * page's form). Marked after the layout was read and checked: the marks are not its length.
 */
export function markedPage(page: Page): Page {
  return {
    ...page,
    layout: page.layout.map((block) => markedBlock(page.id, block)),
    marked: true,
  };
}
