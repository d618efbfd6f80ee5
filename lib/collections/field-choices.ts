import type { Option, ReferenceTarget } from "./definition";
import type { FieldSpec } from "./fields";
import type { ImageChoice } from "./item-values";

/**
 * What an item's form offers beyond its own values, read on the server when the form opens:
 * the media library's images, the items its reference fields may name, the site's pages and
 * posts a rich-text link may point at (label, and the path as the value), and the departments
 * a page's contact block may preselect (a service's name, and its department id as the value),
 * and the address of the icon sprite the icon picker draws its choices from (the public pages'
 * own, so the form's JavaScript carries no icon's drawing).
 */
export interface FieldChoices {
  images: readonly ImageChoice[];
  references: Partial<Record<ReferenceTarget, readonly Option[]>>;
  links: readonly Option[];
  departments: readonly Option[];
  iconSprite?: string;
}

export const NO_CHOICES: FieldChoices = { images: [], references: {}, links: [], departments: [] };

/** The collections a page's blocks choose from: cards of their items, posts about them. */
const BLOCK_TARGETS: readonly ReferenceTarget[] = ["services", "industries", "leaders"];

/** The collections a form's reference fields (and blocks fields) name, each once. */
export function referenceTargets(fields: readonly FieldSpec[]): ReferenceTarget[] {
  return [
    ...new Set(
      fields.flatMap((field) =>
        field.kind === "reference" || field.kind === "references"
          ? [field.to]
          : field.kind === "blocks"
            ? BLOCK_TARGETS
            : [],
      ),
    ),
  ];
}
