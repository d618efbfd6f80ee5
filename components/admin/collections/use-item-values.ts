import { useState } from "react";
import type { CollectionSpec, FieldSpec } from "@/lib/collections/fields";
import type { FieldValue, ItemValues } from "@/lib/collections/item-values";
import { slugify } from "@/lib/slug";

/**
 * An item's values as its form edits them. A new item's slugs follow the field they are made
 * from until the editor types one; a stored item's never move on their own, since its address
 * is already out there.
 */
export function useItemValues(spec: CollectionSpec, initial: ItemValues, isNew: boolean) {
  const [values, setValues] = useState(initial);
  const [following, setFollowing] = useState<ReadonlySet<string>>(
    () =>
      new Set(isNew ? spec.fields.filter((field) => field.kind === "slug").map((f) => f.name) : []),
  );

  const change = (field: FieldSpec, value: FieldValue) => {
    setValues((current) => {
      const next = { ...current, [field.name]: value };
      for (const slugField of spec.fields) {
        if (
          slugField.kind === "slug" &&
          slugField.from === field.name &&
          following.has(slugField.name)
        ) {
          next[slugField.name] = slugify(String(value));
        }
      }
      // A choice that the new values no longer offer (a subcategory of another practice) is cleared.
      for (const select of spec.fields) {
        if (select.kind !== "select" || select.name === field.name) continue;
        const offered = select.options(next).some((option) => option.value === next[select.name]);
        if (!offered) next[select.name] = "";
      }
      return next;
    });
    if (field.kind === "slug")
      setFollowing((current) => new Set([...current].filter((name) => name !== field.name)));
  };

  const follow = (field: FieldSpec & { kind: "slug" }) => {
    setFollowing((current) => new Set([...current, field.name]));
    setValues((current) => ({
      ...current,
      [field.name]: slugify(String(current[field.from] ?? "")),
    }));
  };

  return { values, setValues, following, change, follow };
}
