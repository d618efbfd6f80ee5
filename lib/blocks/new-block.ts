import type { Block, BlockType } from "./types";

/*
 * The block the editor adds, before anything is written in it: every required text empty and
 * every required choice unmade, so its form shows at once what is missing. A list starts with
 * one empty item to fill in; the latest posts need nothing, and start showing three.
 */

const NEW_POSTS_COUNT = 3;

/** A new block of `type` with the stable `id` it keeps while the page lives. */
export function newBlock(type: BlockType, id: string): Block {
  switch (type) {
    case "hero":
      return { type, id, heading: "" };
    case "rich-text":
      // EMPTY_DOCUMENT (lib/rich-text/document.ts), made afresh so no two blocks share one.
      return { type, id, body: { type: "doc", content: [{ type: "paragraph" }] } };
    case "image":
      return { type, id, imageId: "" };
    case "two-columns":
      return { type, id, text: "", imageId: "", imageSide: "start" };
    case "cards":
      return { type, id, source: "hand", cards: [{ title: "", text: "" }] };
    case "figures":
      return { type, id, figures: [{ figure: "", label: "" }] };
    case "questions":
      return { type, id, questions: [{ question: "", answer: "" }] };
    case "latest-posts":
      return { type, id, count: NEW_POSTS_COUNT };
    case "call-to-action":
      return { type, id, heading: "", action: { label: "", href: "" } };
    case "contact":
      return { type, id, heading: "", department: "" };
  }
}
