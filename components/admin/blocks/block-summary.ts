import { blockTypeNames } from "@/content/admin-blocks";
import { blockEditorText } from "@/content/admin-block-editor";
import type { Block } from "@/lib/blocks/types";
import type { FieldChoices } from "@/lib/collections/field-choices";
import { plainText } from "@/lib/rich-text/stats";

/** How many characters of a block's text its header shows. */
const SUMMARY_MAX = 80;

function firstWords(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= SUMMARY_MAX ? line : `${line.slice(0, SUMMARY_MAX - 1).trimEnd()}…`;
}

/** The first of the texts that says something. */
function first(...texts: (string | undefined)[]): string {
  return firstWords(texts.find((text) => text !== undefined && text.trim() !== "") ?? "");
}

/** A library image's name, for a block that is only an image. */
function imageName(choices: FieldChoices, id: string | undefined): string | undefined {
  return id === undefined ? undefined : choices.images.find((image) => image.id === id)?.label;
}

/**
 * One line that tells a block from the others of its kind in a long page: its heading, or the
 * first words it shows; empty when it shows nothing yet.
 */
export function blockSummary(block: Block, choices: FieldChoices): string {
  switch (block.type) {
    case "hero":
    case "call-to-action":
    case "contact":
      return first(block.heading, block.text);
    case "rich-text":
      return first(plainText(block.body));
    case "image":
      return first(block.caption, imageName(choices, block.imageId));
    case "two-columns":
      return first(block.heading, block.text);
    case "cards": {
      if (block.source === "hand") return first(block.heading, ...block.cards.map((c) => c.title));
      const names = choices.references[block.source] ?? [];
      const chosen = block.ids.map((id) => names.find((option) => option.value === id)?.label);
      return first(block.heading, chosen.filter(Boolean).join(", "));
    }
    case "figures":
      return first(
        block.heading,
        block.figures.map((figure) => `${figure.figure} ${figure.label}`.trim()).join(" · "),
      );
    case "questions":
      return first(block.heading, ...block.questions.map((question) => question.question));
    case "latest-posts":
      return first(block.heading);
  }
}

/** What a block is called to a screen reader and in announcements: "block 2, Hero". */
export function blockName(block: Block | null, position: number): string {
  const type = block ? blockTypeNames[block.type] : blockEditorText.unknownName;
  return blockEditorText.blockName(position + 1, type);
}
