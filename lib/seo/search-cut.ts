import { DESCRIPTION_GUIDANCE, TITLE_GUIDANCE } from "./guidance";

/**
 * `text` as a search result shows it: on one line, and when longer than `max` characters cut at
 * the last whole word that fits with an ellipsis, as search engines cut.
 */
export function cutForSearch(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const characters = [...flat];
  if (characters.length <= max) return flat;
  // The ellipsis takes one of the `max` characters.
  const room = characters.slice(0, max - 1).join("");
  // The room ends at a word's end when a space follows it.
  const lastSpace = characters[max - 1] === " " ? room.length : room.lastIndexOf(" ");
  const words = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${words.replace(/[\s,;:.|–-]+$/, "")}…`;
}

export const searchResultTitle = (title: string) => cutForSearch(title, TITLE_GUIDANCE.max);

export const searchResultDescription = (description: string) =>
  cutForSearch(description, DESCRIPTION_GUIDANCE.max);
