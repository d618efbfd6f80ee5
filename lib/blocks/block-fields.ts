import {
  blockListItems as lists,
  blockProblems as problems,
  blockSubjects as subjects,
} from "@/content/admin-blocks";
import { isJsonObject, type JsonObject } from "@/lib/rich-text/jsonb";
import { own } from "@/lib/rich-text/own";
import { Constants } from "@/lib/supabase/database.types";
import { bodyProblem } from "./body";
import {
  choiceProblem,
  extraFieldProblem,
  imageProblem,
  linkFieldProblem,
  listProblem,
  oneOf,
  textProblem,
  wholeNumberProblem,
} from "./field-checks";
import { isDepartmentId, isItemId } from "./text";
import { type Block, BLOCK_LIMITS as limits, type BlockType, type CardsBlock } from "./types";

/*
 * Every field of a block, in the order its form shows them, with the problems each has. A
 * field is named by its key, a nested one by its path with 0-based positions: "action.label",
 * "cards.2.title" (the third card), "ids.0". A list's own problem (too few, too many) is under
 * the list's key, an item's own (not an object, a field it may not have) under the item's.
 *
 * The problems come one at a time, so a layout's check stops at the first without reading a
 * long list to its end. public.page_layout_problem checks in this same order.
 */

/** A problem and the field it belongs to. */
export type FieldProblem = readonly [field: string, problem: string];
type Problems = Generator<FieldProblem, void, undefined>;

const COLLECTION_SOURCES = ["services", "industries", "leaders"] as const;
const CARD_SOURCES = [
  "hand",
  ...COLLECTION_SOURCES,
] as const satisfies readonly CardsBlock["source"][];
const IMAGE_SIDES = ["start", "end"] as const;
const POST_KINDS = Constants.public.Enums.post_kind;

/** A block's own fields, for each block of a union (both kinds of cards). */
type FieldOf<B> = B extends unknown ? Exclude<keyof B, "type" | "id"> : never;

/** The fields each type of block may have besides its type and id. */
const FIELDS: { [T in BlockType]: readonly FieldOf<Extract<Block, { type: T }>>[] } = {
  hero: ["heading", "text", "imageId", "action"],
  "rich-text": ["body"],
  image: ["imageId", "caption"],
  "two-columns": ["heading", "text", "imageId", "imageSide"],
  cards: ["heading", "source", "ids", "cards"],
  figures: ["heading", "figures"],
  questions: ["heading", "questions"],
  "latest-posts": ["heading", "kind", "industryId", "serviceId", "count"],
  "call-to-action": ["heading", "text", "action"],
  contact: ["heading", "text", "department"],
};

const isCollectionSource = oneOf(COLLECTION_SOURCES);

/** The keys a block may have: cards have either chosen ids or written cards, by their source. */
export function allowedFields(type: BlockType, block: JsonObject): readonly string[] {
  const fields: readonly string[] = FIELDS[type];
  const source = own(block, "source");
  if (type !== "cards") return ["type", "id", ...fields];
  if (source === "hand") return ["type", "id", ...fields.filter((field) => field !== "ids")];
  if (typeof source === "string" && isCollectionSource(source)) {
    return ["type", "id", ...fields.filter((field) => field !== "cards")];
  }
  return ["type", "id", ...fields];
}

function* found(field: string, problem: string | null): Problems {
  if (problem !== null) yield [field, problem];
}

function* actionProblems(value: unknown, required: boolean): Problems {
  if (value === undefined) {
    if (required) yield ["action", problems.missing(subjects.action)];
    return;
  }
  if (!isJsonObject(value)) {
    yield ["action", problems.notObject(subjects.action)];
    return;
  }
  yield* found("action", extraFieldProblem(value, ["label", "href"], subjects.action));
  yield* found(
    "action.label",
    textProblem(own(value, "label"), subjects.actionLabel, true, limits.actionLabel),
  );
  yield* found("action.href", linkFieldProblem(own(value, "href"), subjects.actionHref, true));
}

type ItemChecks = (item: JsonObject, key: string, position: number) => Problems;

interface ItemList {
  fields: readonly string[];
  subject: (position: number) => string;
  max: number;
  checks: ItemChecks;
}

const ITEM_LISTS: Record<keyof typeof lists, ItemList> = {
  cards: {
    fields: ["title", "text", "href"],
    subject: subjects.card,
    max: limits.cards,
    *checks(card, key, n) {
      const title = own(card, "title");
      yield* found(
        `${key}.title`,
        textProblem(title, subjects.cardTitle(n), true, limits.cardTitle),
      );
      const text = own(card, "text");
      yield* found(`${key}.text`, textProblem(text, subjects.cardText(n), true, limits.cardText));
      yield* found(`${key}.href`, linkFieldProblem(own(card, "href"), subjects.cardHref(n), false));
    },
  },
  figures: {
    fields: ["figure", "label"],
    subject: subjects.figure,
    max: limits.figures,
    *checks(figure, key, n) {
      const number = own(figure, "figure");
      yield* found(
        `${key}.figure`,
        textProblem(number, subjects.figureNumber(n), true, limits.figure),
      );
      const label = own(figure, "label");
      yield* found(
        `${key}.label`,
        textProblem(label, subjects.figureLabel(n), true, limits.figureLabel),
      );
    },
  },
  questions: {
    fields: ["question", "answer"],
    subject: subjects.question,
    max: limits.questions,
    *checks(question, key, n) {
      const text = own(question, "question");
      yield* found(
        `${key}.question`,
        textProblem(text, subjects.questionText(n), true, limits.question),
      );
      const answer = own(question, "answer");
      yield* found(
        `${key}.answer`,
        textProblem(answer, subjects.questionAnswer(n), true, limits.answer),
      );
    },
  },
};

function* itemsProblems(field: keyof typeof lists, value: unknown): Problems {
  const list = ITEM_LISTS[field];
  const { item, items } = lists[field];
  yield* found(field, listProblem(value, subjects[field], item, items, list.max));
  if (!Array.isArray(value)) return;
  for (let i = 0; i < value.length; i += 1) {
    const entry: unknown = value[i];
    const key = `${field}.${i}`;
    if (!isJsonObject(entry)) {
      yield [key, problems.notObject(list.subject(i + 1))];
      continue;
    }
    yield* found(key, extraFieldProblem(entry, list.fields, list.subject(i + 1)));
    yield* list.checks(entry, key, i + 1);
  }
}

/** A collection's items by id: each a row's id, none twice (ids differ in case only: twice). */
function* idsProblems(value: unknown): Problems {
  const { item, items } = lists.cards;
  yield* found("ids", listProblem(value, subjects.cards, item, items, limits.cards));
  if (!Array.isArray(value)) return;
  const seen = new Map<string, number>();
  for (let i = 0; i < value.length; i += 1) {
    const entry: unknown = value[i];
    const problem = choiceProblem(entry, subjects.card(i + 1), true, isItemId);
    if (problem !== null) {
      yield [`ids.${i}`, problem];
      continue;
    }
    const id = (entry as string).toLowerCase();
    const earlier = seen.get(id);
    if (earlier === undefined) seen.set(id, i + 1);
    else yield [`ids.${i}`, problems.same(subjects.card(i + 1), subjects.card(earlier))];
  }
}

const heading = (block: JsonObject, required: boolean) =>
  found("heading", textProblem(own(block, "heading"), subjects.heading, required, limits.heading));

const text = (block: JsonObject, required: boolean) =>
  found("text", textProblem(own(block, "text"), subjects.text, required, limits.text));

const image = (block: JsonObject, required: boolean) =>
  found("imageId", imageProblem(own(block, "imageId"), subjects.image, required));

/** The problems of a block's fields, in order; a type the site does not know has none here. */
export function* fieldProblems(type: string, block: JsonObject): Problems {
  switch (type) {
    case "hero":
      yield* heading(block, true);
      yield* text(block, false);
      yield* image(block, false);
      yield* actionProblems(own(block, "action"), false);
      return;
    case "rich-text":
      yield* found("body", bodyProblem(own(block, "body"), problems.missing(subjects.text)));
      return;
    case "image":
      yield* image(block, true);
      yield* found(
        "caption",
        textProblem(own(block, "caption"), subjects.caption, false, limits.caption),
      );
      return;
    case "two-columns":
      yield* heading(block, false);
      yield* text(block, true);
      yield* image(block, true);
      yield* found(
        "imageSide",
        choiceProblem(own(block, "imageSide"), subjects.imageSide, true, oneOf(IMAGE_SIDES)),
      );
      return;
    case "cards": {
      yield* heading(block, false);
      const source = own(block, "source");
      yield* found("source", choiceProblem(source, subjects.source, true, oneOf(CARD_SOURCES)));
      if (source === "hand") yield* itemsProblems("cards", own(block, "cards"));
      else if (typeof source === "string" && isCollectionSource(source)) {
        yield* idsProblems(own(block, "ids"));
      }
      return;
    }
    case "figures":
      yield* heading(block, false);
      yield* itemsProblems("figures", own(block, "figures"));
      return;
    case "questions":
      yield* heading(block, false);
      yield* itemsProblems("questions", own(block, "questions"));
      return;
    case "latest-posts":
      yield* heading(block, false);
      yield* found(
        "kind",
        choiceProblem(own(block, "kind"), subjects.kind, false, oneOf(POST_KINDS)),
      );
      yield* found(
        "industryId",
        choiceProblem(own(block, "industryId"), subjects.industry, false, isItemId),
      );
      yield* found(
        "serviceId",
        choiceProblem(own(block, "serviceId"), subjects.service, false, isItemId),
      );
      yield* found(
        "count",
        wholeNumberProblem(own(block, "count"), subjects.count, limits.postsMin, limits.postsMax),
      );
      return;
    case "call-to-action":
      yield* heading(block, true);
      yield* text(block, false);
      yield* actionProblems(own(block, "action"), true);
      return;
    case "contact":
      yield* heading(block, true);
      yield* text(block, false);
      yield* found(
        "department",
        choiceProblem(own(block, "department"), subjects.department, true, isDepartmentId),
      );
      return;
  }
}
