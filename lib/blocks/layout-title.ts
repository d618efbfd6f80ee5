import { knownBlocks } from "./known-blocks";
import { hasText } from "./text";
import type { HeroBlock } from "./types";

/**
 * The hero that is the page's h1: the first block drawn, when it is a hero with a heading. Its
 * picture is then the first thing seen, so it loads first.
 */
export function titleHero(layout: unknown): HeroBlock | null {
  const [first] = knownBlocks(layout);
  return first?.type === "hero" && hasText(first.heading) ? first : null;
}

/**
 * Whether the layout draws the page's h1 (its opening hero does); when it does not, the page
 * draws its title as the h1 above the blocks, so every page has exactly one.
 */
export function layoutDrawsTitle(layout: unknown): boolean {
  return titleHero(layout) !== null;
}
