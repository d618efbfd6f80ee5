import type { DepartmentId } from "@/content/types";
import type { PostKind } from "@/lib/posts/post";
import type { RichTextDocument } from "@/lib/rich-text/document";

/**
 * A page's layout (public.pages.layout): an ordered array of blocks, each an object with a
 * `type` and a stable `id` (what the editor's list, the on-page editor's references and React's
 * keys hold on to while blocks move). The database refuses a layout that does not match these
 * shapes (public.page_layout_problem), the renderer draws nothing for a type it does not know,
 * and the editor cannot make one.
 *
 * An optional text may be empty or blank (the editor's empty field): it is drawn as if absent
 * (hasText in lib/blocks/text.ts). An optional id or choice is absent or valid, never empty.
 */

/** How many blocks one page may hold. */
export const BLOCKS_MAX = 40;

/**
 * A button: its words and where it goes (a path on this site, "#anchor", an http(s) URL, mailto:
 * or tel:), the addresses a rich-text link may have (lib/rich-text/links.ts).
 */
export interface BlockAction {
  label: string;
  href: string;
}

/** A figure and what it measures, as a case study's results: "40%" | "shorter test time". */
export interface BlockFigure {
  figure: string;
  label: string;
}

/** A card written by hand. */
export interface HandCard {
  title: string;
  text: string;
  /** Where the card leads, as a button's href; absent or empty: nowhere. */
  href?: string;
}

export interface Question {
  question: string;
  answer: string;
}

interface BlockBase {
  /** Stable while the page lives: a UUID, or any 1–64 of [A-Za-z0-9_-]. */
  id: string;
}

export interface RichTextBlock extends BlockBase {
  type: "rich-text";
  body: RichTextDocument;
}

export interface HeroBlock extends BlockBase {
  type: "hero";
  heading: string;
  text?: string;
  /** An image from the media library, by its id. */
  imageId?: string;
  action?: BlockAction;
}

export interface ImageBlock extends BlockBase {
  type: "image";
  imageId: string;
  caption?: string;
}

export interface CallToActionBlock extends BlockBase {
  type: "call-to-action";
  heading: string;
  text?: string;
  action: BlockAction;
}

export interface TwoColumnsBlock extends BlockBase {
  type: "two-columns";
  heading?: string;
  text: string;
  imageId: string;
  /** Which side the image sits on at desktop widths; on phones it comes after the text. */
  imageSide: "start" | "end";
}

/** Cards of a collection's items, chosen by id in this order; an id whose item is gone is skipped. */
export interface CollectionCardsBlock extends BlockBase {
  type: "cards";
  heading?: string;
  source: "services" | "industries" | "leaders";
  ids: string[];
}

export interface HandCardsBlock extends BlockBase {
  type: "cards";
  heading?: string;
  source: "hand";
  cards: HandCard[];
}

export type CardsBlock = CollectionCardsBlock | HandCardsBlock;

export interface FiguresBlock extends BlockBase {
  type: "figures";
  heading?: string;
  figures: BlockFigure[];
}

export interface QuestionsBlock extends BlockBase {
  type: "questions";
  heading?: string;
  questions: Question[];
}

export interface LatestPostsBlock extends BlockBase {
  type: "latest-posts";
  heading?: string;
  kind?: PostKind;
  industryId?: string;
  serviceId?: string;
  /** How many posts to show, newest first. */
  count: number;
}

export interface ContactBlock extends BlockBase {
  type: "contact";
  heading: string;
  text?: string;
  /** The contact form's department, preselected when the visitor follows the button. */
  department: DepartmentId;
}

export type Block =
  | RichTextBlock
  | HeroBlock
  | ImageBlock
  | CallToActionBlock
  | TwoColumnsBlock
  | CardsBlock
  | FiguresBlock
  | QuestionsBlock
  | LatestPostsBlock
  | ContactBlock;

export type BlockType = Block["type"];

/** Every block type, in the order the editor offers them. */
export const BLOCK_TYPES = [
  "hero",
  "rich-text",
  "image",
  "two-columns",
  "cards",
  "figures",
  "questions",
  "latest-posts",
  "call-to-action",
  "contact",
] as const satisfies readonly BlockType[];

export type PageLayout = Block[];

/** Limits every block's texts keep; the database holds the same (public.page_layout_problem). */
export const BLOCK_LIMITS = {
  heading: 120,
  text: 1000,
  caption: 300,
  actionLabel: 40,
  href: 500,
  cardTitle: 80,
  cardText: 300,
  cards: 12,
  figures: 6,
  figure: 20,
  figureLabel: 120,
  questions: 20,
  question: 200,
  answer: 2000,
  postsMin: 1,
  postsMax: 12,
} as const;
