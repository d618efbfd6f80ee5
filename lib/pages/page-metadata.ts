import type { Metadata } from "next";
import type { PageLayout } from "@/lib/blocks/types";
import { pageMetadata } from "@/lib/metadata";
import { plainText } from "@/lib/rich-text/stats";
import { META_DESCRIPTION_MAX } from "@/lib/collections/item-values";
import { withoutMarks } from "@/lib/visual-editing/marks";
import type { Page } from "./page";

/** The first words a visitor reads on the page: a hero's text, else the first rich text's. */
export function firstText(layout: PageLayout): string {
  for (const block of layout) {
    if (block.type === "hero" && block.text) return block.text;
    if (block.type === "rich-text") {
      const text = plainText(block.body).trim();
      if (text) return text;
    }
  }
  return "";
}

/** `text` cut at a word to fit a search description, with an ellipsis when cut. */
export function descriptionFrom(text: string, max = META_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2));
  return `${atWord.replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * A page's head: its search title and description (else its title and first text), card, index
 * rule. A description cut from marked words could cut a mark in two: it is cut from the words.
 */
export function pageHeadMetadata(page: Page): Metadata {
  const base = pageMetadata(
    page.metaTitle ?? page.title,
    page.metaDescription ?? descriptionFrom(withoutMarks(firstText(page.layout))),
    page.path,
    page.shareImage,
  );
  return page.noindex ? { ...base, robots: { index: false, follow: true } } : base;
}
