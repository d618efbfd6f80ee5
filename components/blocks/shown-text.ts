import { hasText } from "@/lib/blocks/text";

/** An optional text of a block, or undefined when it is blank: a blank one is drawn as absent. */
export function shownText(value: string | undefined): string | undefined {
  return hasText(value) ? value : undefined;
}
