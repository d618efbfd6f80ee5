import { keyPartWords, listItemWords, silentKeyParts } from "@/content/site-text-labels";

const isPosition = (part: string) => /^\d+$/.test(part);

/**
 * A site text's name for people, from its key within the page: "hero.primary-cta.label" reads
 * "Hero: main button text", "groups.0.subcategories.2" reads "Group 1: subcategory 3". Key
 * parts become words (content/site-text-labels.ts) and list positions count from 1.
 */
export function fieldLabel(field: string): string {
  const parts = field.split(".");
  const phrases: string[] = [];
  parts.forEach((part, index) => {
    if (isPosition(part)) return;
    const next = parts[index + 1];
    if (next !== undefined && isPosition(next)) {
      const item = listItemWords[part] ?? part.replace(/-/g, " ");
      phrases.push(`${item} ${Number(next) + 1}`);
      return;
    }
    if (silentKeyParts.has(part) && index < parts.length - 1) return;
    phrases.push(keyPartWords[part] ?? part.replace(/-/g, " "));
  });
  const [first = "", ...rest] = phrases;
  const head = first.charAt(0).toUpperCase() + first.slice(1);
  return rest.length === 0 ? head : `${head}: ${rest.join(" ")}`;
}
