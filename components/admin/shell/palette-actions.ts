"use server";

import { pageTextsPath, roomsFor } from "@/components/admin/shell/admin-rooms";
import type { PaletteEntry } from "@/components/admin/shell/palette-entries";
import { collectionSpecs } from "@/lib/collections/specs";
import { currentMember } from "@/lib/auth/team";
import { collectionPath } from "@/lib/collections/fields";
import { COLLECTION_NAMES } from "@/lib/collections/registry";
import { loadEditorRows } from "@/lib/collections/editor-rows";
import { valuesFromRow } from "@/lib/collections/item-rows";
import { siteTextCatalogue, siteTextPages } from "@/lib/site-text/catalogue";

/**
 * Everything the command palette can open, read when it is first opened (not with every admin
 * screen): the rooms, each page's texts, each text, each list and each item of every list.
 * Null for anyone who is not an editor.
 */
export async function loadPaletteEntries(): Promise<PaletteEntry[] | null> {
  const { supabase, role } = await currentMember();
  if (!role) return null;
  const pageLabel = new Map(siteTextPages.map((page) => [page.id, page.label]));
  const lists = await Promise.all(
    COLLECTION_NAMES.map(async (name): Promise<PaletteEntry[]> => {
      const spec = collectionSpecs[name];
      const loaded = await loadEditorRows(supabase, name);
      const rows = "error" in loaded ? [] : loaded.rows;
      return [
        { kind: "collection", label: spec.title, detail: spec.items, href: collectionPath(name) },
        ...rows.map((row): PaletteEntry => {
          const listed = spec.listed(row.id, valuesFromRow(spec, row));
          return {
            kind: "item",
            label: listed.name,
            detail: `${spec.title}: ${listed.detail}`,
            href: collectionPath(name, `/${row.id}`),
          };
        }),
      ];
    }),
  );
  return [
    ...roomsFor(role).map((room): PaletteEntry => ({
      kind: "room",
      label: room.label,
      detail: "",
      href: room.href,
    })),
    ...siteTextPages.map((page): PaletteEntry => ({
      kind: "page",
      label: page.label,
      detail: page.path,
      href: pageTextsPath(page.id),
    })),
    ...lists.flat(),
    ...siteTextCatalogue.map((entry): PaletteEntry => ({
      kind: "text",
      label: entry.default.slice(0, 120),
      detail: `${pageLabel.get(entry.page) ?? entry.page}: ${entry.location} (${entry.key})`,
      href: `${pageTextsPath(entry.page)}?text=${encodeURIComponent(entry.key)}`,
    })),
  ];
}
