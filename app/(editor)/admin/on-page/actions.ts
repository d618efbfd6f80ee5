"use server";

import { updateTag } from "next/cache";
import { MAX_VALUE_LENGTH, adminText } from "@/content/admin";
import { previewText } from "@/content/preview";
import { collectionSpecs } from "@/content/admin-collections";
import { editorClient } from "@/lib/auth/editor-client";
import { type EditorClient, loadEditorRows, loadStagedItems } from "@/lib/collections/editor-rows";
import { type CollectionName, isCollectionName } from "@/lib/collections/fields";
import { valuesFromRow } from "@/lib/collections/item-rows";
import { loadImageChoices } from "@/lib/media/choices";
import { canStage, withStagedItems } from "@/lib/collections/staged";
import { siteTextByKey, textLabel } from "@/lib/site-text/catalogue";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";
import type {
  BarActionResult,
  Editable,
  EditableField,
  EditableText,
  StagedSummary,
  StageTextResult,
} from "@/lib/visual-editing/editable-text";
import { parseRef, textRef, withoutMarks } from "@/lib/visual-editing/marks";
import { readStagedSummary } from "@/lib/visual-editing/staged-summary";

/** More texts than any page shows: a bigger request is not from the page. */
const MAX_KEYS = 2000;

async function readTexts(supabase: EditorClient, keys: readonly string[]) {
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
  return keys.map((key): EditableText => {
    const entry = siteTextByKey.get(key)!;
    const draft = staged.get(key);
    return {
      kind: "text",
      ref: textRef(key),
      key,
      label: textLabel(entry),
      defaultValue: entry.default,
      published: values.get(key) ?? entry.default,
      staged: draft
        ? { value: draft.content_value, at: draft.staged_at, by: draft.staged_by_email }
        : null,
      multiline: entry.multiline,
    };
  });
}

type ImageChoices = Awaited<ReturnType<typeof loadImageChoices>>;

/**
 * One collection's fields named by `refs`, as the preview shows them: the staged version over
 * the published item. Words and images only (the rest is edited in the item's form), and no
 * item staged to be added.
 */
async function readItemFields(
  supabase: EditorClient,
  collection: CollectionName,
  refs: readonly { ref: string; id: string; field: string }[],
  images: () => Promise<ImageChoices>,
): Promise<EditableField[] | null> {
  const spec = collectionSpecs[collection];
  const wantsImages = refs.some(
    (ref) => spec.fields.find((field) => field.name === ref.field)?.kind === "image",
  );
  const [loaded, drafts, choices] = await Promise.all([
    loadEditorRows(supabase, collection),
    canStage(collection) ? loadStagedItems(supabase, collection) : [],
    wantsImages ? images() : { choices: [] },
  ]);
  if ("error" in loaded || "error" in drafts || "error" in choices) return null;
  return refs.flatMap(({ ref, id, field: name }): EditableField[] => {
    const stored = loaded.rows.find((row) => row.id === id);
    const field = spec.fields.find((candidate) => candidate.name === name);
    const editable =
      field?.kind === "text" || field?.kind === "long-text" || field?.kind === "image";
    if (!stored || !field || !editable) return [];
    const draft = drafts.find((candidate) => candidate.item_id === id);
    // A staged change shows; a staged removal shows the item as it is (saving replaces the
    // removal with the change, as the item's form does).
    const shown = draft?.item ? withStagedItems([stored], [draft], collection)[0]! : stored;
    const values = valuesFromRow(spec, shown);
    // A staged version is a change to the version it was staged over, unless that was overtaken.
    const overtaken = Boolean(draft && draft.base_updated_at !== stored.updated_at);
    return [
      {
        kind: "item",
        ref,
        collection,
        id,
        field: name,
        label: `${spec.title}: ${String(values[spec.nameField] ?? "")} › ${field.label}`,
        value: String(values[name] ?? ""),
        staged: draft
          ? {
              at: draft.staged_at,
              by: draft.staged_by_email,
              kind: draft.item === null ? "removal" : overtaken ? "overtaken" : "change",
            }
          : null,
        multiline: field.kind === "long-text",
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
 * text fields, by their references. Null for anyone who is not an editor.
 */
export async function loadEditables(refs: unknown): Promise<Editable[] | null> {
  const supabase = await editorClient();
  if (!supabase || !Array.isArray(refs) || refs.length > MAX_KEYS) return null;
  const keys: string[] = [];
  const items = new Map<CollectionName, { ref: string; id: string; field: string }[]>();
  for (const ref of new Set(refs)) {
    const parsed = typeof ref === "string" ? parseRef(ref) : null;
    if (parsed?.kind === "text" && siteTextByKey.has(parsed.key)) keys.push(parsed.key);
    if (parsed?.kind === "item" && isCollectionName(parsed.collection)) {
      const list = items.get(parsed.collection) ?? [];
      items.set(parsed.collection, [
        ...list,
        { ref: ref as string, id: parsed.id, field: parsed.field },
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

/**
 * Stages a text (null: back to the default) over the staged version the editor saw (`seen`, the
 * time it was staged; null when none was). Compare-and-set, so a version staged meanwhile by
 * someone else is never replaced unseen: the editor gets it back and decides.
 */
export async function stageText(
  key: unknown,
  given: unknown,
  seen: unknown,
): Promise<StageTextResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, reason: "not-permitted", message: adminText.notPermitted };
  if (
    typeof key !== "string" ||
    !siteTextByKey.has(key) ||
    (given !== null && typeof given !== "string") ||
    (seen !== null && typeof seen !== "string")
  ) {
    return { ok: false, reason: "invalid", message: adminText.toasts.required };
  }
  const value = given === null ? null : withoutMarks(given);
  if (value !== null && value.trim() === "") {
    return { ok: false, reason: "invalid", message: adminText.toasts.required };
  }
  if (value !== null && value.length > MAX_VALUE_LENGTH) {
    return { ok: false, reason: "invalid", message: adminText.toasts.tooLong(value.length) };
  }
  const drafts = supabase.from("website_content_drafts");
  const columns = "content_key, content_value, staged_at, staged_by_email";
  const { data, error } = await (seen === null
    ? drafts.insert({ content_key: key, content_value: value }).select(columns)
    : drafts
        .update({ content_value: value })
        .eq("content_key", key)
        .eq("staged_at", seen)
        .select(columns));
  const written = data?.[0];
  const current = (await readTexts(supabase, [key]))?.[0];
  if (written) {
    // Staged: the text as it stands, or, if it could not be read back, as it was written.
    const entry = siteTextByKey.get(key)!;
    return {
      ok: true,
      text: current ?? {
        kind: "text",
        ref: textRef(key),
        key,
        label: textLabel(entry),
        defaultValue: entry.default,
        published: entry.default,
        staged: { value, at: written.staged_at, by: written.staged_by_email },
        multiline: entry.multiline,
      },
    };
  }
  // Someone else staged or discarded meanwhile: the editor gets the text as it now stands.
  if ((error?.code === "23505" || !error) && current) {
    return { ok: false, reason: "conflict", text: current };
  }
  return { ok: false, reason: "failed", message: error?.message ?? "" };
}

/** Publishes every staged change, texts and items, in one transaction. */
export async function publishStaged(): Promise<BarActionResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: adminText.notPermitted };
  const { data, error } = await supabase.rpc("publish_site_text_drafts");
  if (error) return { ok: false, message: error.message };
  updateTag(SITE_TEXT_TAG);
  return { ok: true, count: data };
}

/**
 * Discards the changes staged up to `asOf` (the latest the bar counted), so one staged after
 * the editor looked stays.
 */
export async function discardStaged(asOf: unknown): Promise<BarActionResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: adminText.notPermitted };
  if (typeof asOf !== "string" || Number.isNaN(Date.parse(asOf))) {
    return { ok: false, message: previewText.bar.failed };
  }
  const [texts, items] = await Promise.all([
    // Scheduled changes are not the toolbar's: they are cancelled in the Staged room.
    supabase
      .from("website_content_drafts")
      .delete()
      .lte("staged_at", asOf)
      .is("schedule_id", null)
      .select("content_key"),
    supabase
      .from("collection_drafts")
      .delete()
      .lte("staged_at", asOf)
      .is("schedule_id", null)
      .select("item_id"),
  ]);
  const error = texts.error ?? items.error;
  if (error) return { ok: false, message: error.message };
  return { ok: true, count: (texts.data?.length ?? 0) + (items.data?.length ?? 0) };
}

/** How much is staged now, for the toolbar's count; null for anyone who is not an editor. */
export async function stagedSummary(): Promise<StagedSummary | null> {
  const supabase = await editorClient();
  return supabase ? readStagedSummary(supabase) : null;
}
