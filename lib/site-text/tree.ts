/**
 * The rule that turns content modules into site-text keys, and back. Every string in a content
 * object is editable text under `<prefix>.<field path>` (list items by 0-based index, camelCase
 * fields in kebab-case), except
 * fields that hold structure rather than words: those keep their value and their type.
 */
export const STRUCTURAL_FIELDS = [
  "icon",
  "gradient",
  "href",
  "path",
  "slug",
  "group",
  "subcategory",
  "department",
  "image",
  "id",
  "network",
  "fact",
  "autoComplete",
  "count",
] as const;

type StructuralField = (typeof STRUCTURAL_FIELDS)[number];

const structural = new Set<string>(STRUCTURAL_FIELDS);

/** A content type with its words widened to `string`: an editor may have replaced any of them. */
export type Editable<T> = T extends string
  ? string
  : T extends object
    ? {
        readonly [K in keyof T]: K extends StructuralField
          ? T[K] extends object
            ? Editable<T[K]>
            : T[K]
          : Editable<T[K]>;
      }
    : T;

/** A structural name holds structure only when its value is a plain value, not a group of texts. */
function isStructural(field: string, value: unknown): boolean {
  return structural.has(field) && (typeof value !== "object" || value === null);
}

export interface TextLeaf {
  key: string;
  value: string;
}

/** Keys are lower case (the table's key rule), so `metaTitle` becomes `meta-title`. */
function join(prefix: string, part: string | number): string {
  const segment = String(part).replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return prefix === "" ? segment : `${prefix}.${segment}`;
}

/** Every editable string of `value`, keyed by its path under `prefix`, in document order. */
export function textLeaves(prefix: string, value: unknown): TextLeaf[] {
  if (typeof value === "string") return [{ key: prefix, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => textLeaves(join(prefix, i), item));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([field, item]) =>
      isStructural(field, item) ? [] : textLeaves(join(prefix, field), item),
    );
  }
  return [];
}

/** `value` with each editable string replaced by `lookup(key)` where that gives one. */
export function overlayText<T>(
  prefix: string,
  value: T,
  lookup: (key: string) => string | undefined,
): Editable<T> {
  const walk = (path: string, item: unknown): unknown => {
    if (typeof item === "string") return lookup(path) ?? item;
    if (Array.isArray(item)) return item.map((entry, i) => walk(join(path, i), entry));
    if (typeof item === "object" && item !== null) {
      return Object.fromEntries(
        Object.entries(item).map(([field, entry]) => [
          field,
          isStructural(field, entry) ? entry : walk(join(path, field), entry),
        ]),
      );
    }
    return item;
  };
  return walk(prefix, value) as Editable<T>;
}
