import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CollectionFrame } from "@/components/admin/collections/collection-frame";
import { spriteHref } from "@/components/ui/icon-sprite";
import { loadFieldChoices } from "@/lib/collections/load-field-choices";
import { ItemForm } from "@/components/admin/collections/item-form.client";
import { ItemPresence } from "@/components/admin/collections/item-presence.client";
import { browserSession } from "@/lib/auth/browser-session";
import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "@/lib/collections/specs";
import { requireEditor } from "@/lib/auth/require-editor";
import { collectionPath } from "@/lib/collections/fields";
import { isItemId } from "@/lib/collections/item-values";
import {
  canStage,
  collectionFromSegment,
  type CollectionName,
  definitionOf,
} from "@/lib/collections/registry";
import { slugify } from "@/lib/slug";
import {
  loadEditorRow,
  loadEditorRows,
  loadItemVersions,
  loadStagedItems,
} from "@/lib/collections/editor-rows";
import { type EditorClient } from "@/lib/auth/editor-client";
import { openItemKey } from "@/components/admin/activity/activity-source";
import { actorName, changedAt, operationName } from "@/components/admin/shell/history-format";
import type { FormVersion } from "@/components/admin/collections/item-history";
import { adminText } from "@/content/admin";
import { blankValues, type StoredRow, valuesFromRow } from "@/lib/collections/item-rows";
import type { CollectionSpec } from "@/lib/collections/fields";
import type { ItemValues } from "@/lib/collections/item-values";
import { stagedRow, withStagedItems } from "@/lib/collections/staged";

/**
 * The item's recorded versions as the form offers them: what each change touched, by whom and
 * when, and the fields as they were after it. Moves in the list change no field and are left out.
 */
async function itemVersions(
  supabase: EditorClient,
  collection: CollectionName,
  id: string,
): Promise<FormVersion[]> {
  const spec = collectionSpecs[collection];
  const loaded = await loadItemVersions(supabase, collection, id);
  // The form works without its history; a failed read leaves the list out rather than the page.
  if ("error" in loaded) return [];
  const t = collectionsText.history;
  return loaded.flatMap((version, index) => {
    if (!version.after) return [];
    const after = valuesFromRow(spec, version.after);
    const before = version.before ? valuesFromRow(spec, version.before) : null;
    const changed = spec.fields.filter(
      (field) =>
        !before || JSON.stringify(before[field.name]) !== JSON.stringify(after[field.name]),
    );
    if (changed.length === 0) return [];
    return [
      {
        id: version.id,
        title: adminText.history.byWhom(operationName(version.operation), actorName(version)),
        when: changedAt(version),
        detail: before ? t.changed(changed.map((field) => field.label).join(", ")) : t.added,
        values: after,
        current: index === 0,
      },
    ];
  });
}

/**
 * A new item's values, its texts and choices started from the address's query where it names
 * them (a choice only when offered: the SEO room opens a page's settings on its path).
 */
function startingValues(
  spec: CollectionSpec,
  query: Record<string, string | string[] | undefined>,
): ItemValues {
  const values = blankValues(spec);
  for (const field of spec.fields) {
    const given = [query[field.name]].flat()[0];
    if (typeof given !== "string") continue;
    if (field.kind === "text" || field.kind === "pattern") {
      values[field.name] = given.slice(0, field.max);
    }
    if (field.kind === "select" && field.options(values).some(({ value }) => value === given)) {
      values[field.name] = given;
    }
  }
  return values;
}

type Props = {
  params: Promise<{ collection: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const NEW = "new";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * One item's form: `/admin/services/new` adds one (`?from=<id>` starts it as a copy of that
 * item, placed after it; `?<field>=<text>` starts a text field with that text, as the offer to
 * create a policy page starts its address and title), `/admin/services/<id>` changes one.
 */
export default async function ItemPage({ params, searchParams }: Props) {
  const { collection: segment, id } = await params;
  const collection = collectionFromSegment(segment);
  if (!collection || (id !== NEW && !isItemId(id))) notFound();
  const query = await searchParams;
  const from = [query.from].flat()[0];
  const spec = collectionSpecs[collection];
  const { supabase, user, role, publishes } = await requireEditor(
    collectionPath(collection, `/${id}`),
  );
  const [loaded, stagedItems, choices] = await Promise.all([
    loadEditorRows(supabase, collection),
    canStage(collection) ? loadStagedItems(supabase, collection) : [],
    loadFieldChoices(supabase, spec),
  ]);
  if ("error" in loaded) throw new Error(loaded.error.message);
  if ("error" in stagedItems) throw new Error(stagedItems.error.message);
  if ("error" in choices) throw new Error(choices.error.message);
  const { rows } = loaded;
  // The lists leave large fields out (a post's body); the form reads its own item whole.
  const whole =
    id !== NEW && definitionOf(collection).largeFields
      ? await loadEditorRow(supabase, collection, id)
      : null;
  if (whole && "error" in whole) throw new Error(whole.error.message);

  const stored =
    id === NEW ? undefined : (whole?.row ?? rows.find((row) => row.id === id) ?? undefined);
  const draft = id === NEW ? undefined : stagedItems.find((candidate) => candidate.item_id === id);
  // An item staged to be added has no row yet: the form edits its staged version.
  const stagedNew =
    !stored && draft?.base_updated_at === null && draft.item !== null ? draft : undefined;
  if (id !== NEW && !stored && !stagedNew) notFound();
  // A staged change shows in the form; a staged removal shows the item as it is.
  const editing: StoredRow | undefined = stagedNew
    ? stagedRow<StoredRow>(stagedNew)
    : stored && draft?.item
      ? withStagedItems([stored], [draft], collection)[0]
      : stored;
  // Staged over an older version than the site has now: publishing would refuse it, and the
  // next save or stage is over the version on the site (the note says so).
  const overtaken = Boolean(draft && stored && draft.base_updated_at !== stored.updated_at);
  // Only ordered collections offer copies (a redirect's copy would only clash with it).
  const source = editing ?? (spec.ordered ? rows.find((row) => row.id === from) : undefined);
  const values = source ? valuesFromRow(spec, source) : startingValues(spec, query);
  const name = String(values[spec.nameField] ?? "");
  // Only what the unique checks compare travels to the browser.
  const unique = spec.fields
    .filter((field) => field.kind === "slug" || ("unique" in field && field.unique))
    .map((field) => field.name);
  const others = rows
    .filter((row) => row.id !== editing?.id)
    .map((row) => Object.fromEntries(unique.map((field) => [field, String(row[field] ?? "")])));

  const title = editing
    ? collectionsText.form.editTitle(name)
    : source
      ? collectionsText.form.duplicateOf(name)
      : collectionsText.form.newTitle(spec.item);
  if (source && !editing) {
    // A copy needs its own name, slug and ids; they follow the new name until changed.
    values[spec.nameField] = collectionsText.form.duplicateOf(name);
    for (const field of spec.fields) {
      if (field.kind === "slug") values[field.name] = slugify(String(values[field.from] ?? ""));
    }
  }

  const versions = stored ? await itemVersions(supabase, collection, stored.id) : [];
  const session = await browserSession(supabase);

  return (
    <CollectionFrame
      title={title}
      subtitle={spec.title}
      back={{ href: collectionPath(collection), label: spec.title }}
    >
      {editing && session && (
        <ItemPresence
          session={session}
          me={{ id: user.id, email: user.email ?? user.id }}
          item={{
            key: openItemKey(collection, editing.id),
            label: collectionsText.presence.label(spec.title, name),
          }}
        />
      )}
      <ItemForm
        key={`${stored?.updated_at ?? "new"}:${draft?.staged_at ?? ""}`}
        collection={collection}
        id={stored?.id ?? null}
        // A staged version is a change to the version it was staged over.
        updatedAt={
          (draft && stored && !overtaken ? draft.base_updated_at : stored?.updated_at) ?? null
        }
        placeAfter={editing ? null : (source?.id ?? null)}
        initial={values}
        others={others}
        versions={versions}
        stageable={canStage(collection)}
        canPublish={publishes}
        isAdmin={role === "admin"}
        choices={{ ...choices, iconSprite: spriteHref }}
        staged={
          draft && {
            itemId: draft.item_id,
            stagedAt: draft.staged_at,
            kind: stagedNew ? "new" : draft.item === null ? "removal" : "change",
            overtaken,
            who: draft.staged_by_email ?? adminText.history.actors.unknownUser,
            when: changedAt({ changed_at: draft.staged_at }),
            previewPath: spec.listed(id, values).href,
          }
        }
      />
    </CollectionFrame>
  );
}
