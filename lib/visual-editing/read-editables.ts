import { type BlockTextPlace, blockTextAt, blockTextLabel } from "@/lib/blocks/block-texts";
import { collectionSpecs } from "@/lib/collections/specs";
import { parseDocument } from "@/lib/collections/rich-text-field";
import { loadEditorRow, loadEditorRows, loadStagedItems } from "@/lib/collections/editor-rows";
import { type EditorClient } from "@/lib/auth/editor-client";
import { canStage, type CollectionName, isCollectionName } from "@/lib/collections/registry";
import { valuesFromRow } from "@/lib/collections/item-rows";
import { withStagedItems } from "@/lib/collections/staged";
import { loadImageChoices } from "@/lib/media/choices";
import { siteTextByKey, textLabel } from "@/lib/site-text/catalogue";
import type { Editable, EditableField, EditableText } from "./editable-text";
import { parseRef, textRef } from "./marks";

/** More texts than any page shows: a bigger request is not from the page. */
const MAX_KEYS = 2000;

/** A site text of the catalogue, as published (`published`) and as staged, if it is. */
export function editableText(
  key: string,
  published: string | undefined,
  staged: EditableText["staged"],
): EditableText {
  const entry = siteTextByKey.get(key)!;
  return {
    kind: "text",
    ref: textRef(key),
    key,
    label: textLabel(entry),
    defaultValue: entry.default,
    published: published ?? entry.default,
    staged,
    multiline: entry.multiline,
  };
}

/** The site texts `keys` (all in the catalogue) as they stand; null when they cannot be read. */
export async function readTexts(
  supabase: EditorClient,
  keys: readonly string[],
): Promise<EditableText[] | null> {
  const [published, drafts] = await Promise.all([
    supabase.from("website_content").select("content_key, content_value").in("content_key", keys),
    supabase
      .from("website_content_drafts")
      .select("content_key, content_value, staged_at, staged_by_email")
      .in("content_key", keys),
  ]);
  if (published.error || drafts.error) return null;
  const values = new Map(published.data.map((row) => [row.content_key, row.content_value]));
  const staged = new Map(drafts.data.map((row) => [row.content_key, row]));
  return keys.map((key) => {
    const draft = staged.get(key);
    return editableText(
      key,
      values.get(key),
      draft ? { value: draft.content_value, at: draft.staged_at, by: draft.staged_by_email } : null,
    );
  });
}

type ImageChoices = Awaited<ReturnType<typeof loadImageChoices>>;

/** A field a page's reference names: of an item, or one text of a built page's block. */
interface WantedField {
  ref: string;
  id: string;
  field: string;
  part?: BlockTextPlace;
}

/**
 * One collection's fields named by `refs`, as the preview shows them: the staged version over
 * the published item. Words and images only, a built page's block texts among the words (the
 * rest is edited in the item's form), and no item staged to be added.
 */
async function readItemFields(
  supabase: EditorClient,
  collection: CollectionName,
  refs: readonly WantedField[],
  images: () => Promise<ImageChoices>,
): Promise<EditableField[] | null> {
  const spec = collectionSpecs[collection];
  const wantsImages = refs.some(
    (ref) => spec.fields.find((field) => field.name === ref.field)?.kind === "image",
  );
  // The list's rows leave out large fields (a built page's layout): block texts need whole rows.
  const wholeIds = [...new Set(refs.filter((ref) => ref.part).map((ref) => ref.id))];
  const [loaded, drafts, choices, whole] = await Promise.all([
    loadEditorRows(supabase, collection),
    canStage(collection) ? loadStagedItems(supabase, collection) : [],
    wantsImages ? images() : { choices: [] },
    Promise.all(wholeIds.map((id) => loadEditorRow(supabase, collection, id))),
  ]);
  if ("error" in loaded || "error" in drafts || "error" in choices) return null;
  if (whole.some((one) => "error" in one)) return null;
  const wholeRows = whole.flatMap((one) => ("row" in one && one.row ? [one.row] : []));
  return refs.flatMap(({ ref, id, field: name, part }): EditableField[] => {
    const stored = (part ? wholeRows : loaded.rows).find((row) => row.id === id);
    const field = spec.fields.find((candidate) => candidate.name === name);
    const editable = part
      ? field?.kind === "blocks"
      : field?.kind === "text" || field?.kind === "long-text" || field?.kind === "image";
    if (!stored || !field || !editable) return [];
    const draft = drafts.find((candidate) => candidate.item_id === id);
    // A staged change shows; a staged removal shows the item as it is (saving replaces the
    // removal with the change, as the item's form does).
    const shown = draft?.item ? withStagedItems([stored], [draft], collection)[0]! : stored;
    const values = valuesFromRow(spec, shown);
    const inLayout = part ? blockTextAt(parseDocument(String(values[name])), part) : null;
    // A block's text gone from the version shown (moved, removed) is not on the page any more.
    if (part && !inLayout) return [];
    // A staged version is a change to the version it was staged over, unless that was overtaken.
    const overtaken = Boolean(draft && draft.base_updated_at !== stored.updated_at);
    return [
      {
        kind: "item",
        ref,
        collection,
        id,
        field: name,
        ...(part && { part }),
        label: `${spec.title}: ${String(values[spec.nameField] ?? "")} › ${
          inLayout ? blockTextLabel(inLayout.position, inLayout.block, inLayout.text) : field.label
        }`,
        value: inLayout ? inLayout.text.value : String(values[name] ?? ""),
        staged: draft
          ? {
              at: draft.staged_at,
              by: draft.staged_by_email,
              kind: draft.item === null ? "removal" : overtaken ? "overtaken" : "change",
            }
          : null,
        multiline: inLayout ? inLayout.text.multiline : field.kind === "long-text",
        image:
          field.kind === "image"
            ? { choices: choices.choices, required: field.required ?? false }
            : null,
        values,
        updatedAt: draft && !overtaken ? draft.base_updated_at : stored.updated_at,
        stagedVersion: draft ? { itemId: id, stagedAt: draft.staged_at } : null,
      },
    ];
  });
}

/**
 * What a page in preview shows that can be edited there, as it stands: site texts and items'
 * text fields, by their references (as the page sends them, so checked here). Null for a
 * request that is not a page's, or when they cannot be read.
 */
export async function readEditables(
  supabase: EditorClient,
  refs: unknown,
): Promise<Editable[] | null> {
  if (!Array.isArray(refs) || refs.length > MAX_KEYS) return null;
  const keys: string[] = [];
  const items = new Map<CollectionName, WantedField[]>();
  for (const ref of new Set(refs)) {
    const parsed = typeof ref === "string" ? parseRef(ref) : null;
    if (parsed?.kind === "text" && siteTextByKey.has(parsed.key)) keys.push(parsed.key);
    if (parsed?.kind === "item" && isCollectionName(parsed.collection)) {
      const list = items.get(parsed.collection) ?? [];
      items.set(parsed.collection, [
        ...list,
        { ref: ref as string, id: parsed.id, field: parsed.field, part: parsed.part },
      ]);
    }
  }
  // Read once, by whichever list first shows an image.
  let images: Promise<ImageChoices> | undefined;
  const imageChoices = () => (images ??= loadImageChoices(supabase));
  const read = await Promise.all([
    keys.length > 0 ? readTexts(supabase, keys) : [],
    ...[...items].map(([collection, wanted]) =>
      readItemFields(supabase, collection, wanted, imageChoices),
    ),
  ]);
  if (read.some((part) => part === null)) return null;
  return read.flatMap((part): Editable[] => part ?? []);
}
