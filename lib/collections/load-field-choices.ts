import type { EditorClient } from "@/lib/auth/editor-client";
import { loadImageChoices } from "@/lib/media/choices";
import { pageShareImagesWords } from "@/content/collections/page-share-images";
import type { Option, ReferenceTarget } from "./definition";
import { type FieldChoices, referenceTargets } from "./field-choices";
import type { CollectionSpec } from "./fields";

type Loaded<T> = T | { error: { message: string } };

/** The items of a collection a reference field may name, by name. */
async function referenceOptions(
  supabase: EditorClient,
  target: ReferenceTarget,
): Promise<Loaded<Option[]>> {
  const { data, error } = await supabase
    .from(target)
    .select("id, name")
    .order("sort_order")
    .order("id");
  if (error) return { error };
  return data.map((row) => ({ value: row.id, label: row.name }));
}

/** The site's pages, services, industries and latest posts, for a rich-text link. */
async function linkOptions(supabase: EditorClient): Promise<Loaded<Option[]>> {
  const [services, industries, posts] = await Promise.all([
    supabase.from("services").select("slug, name").order("sort_order"),
    supabase.from("industries").select("slug, name").order("sort_order"),
    supabase
      .from("posts")
      .select("slug, title")
      .order("published_at", { ascending: false })
      .limit(500),
  ]);
  const error = services.error ?? industries.error ?? posts.error;
  if (error) return { error };
  const at = (area: string) => (row: { slug: string; name: string }) => ({
    value: `/${area}/${row.slug}`,
    label: row.name,
  });
  return [
    ...pageShareImagesWords.pages,
    ...(services.data ?? []).map(at("services")),
    ...(industries.data ?? []).map(at("industries")),
    ...(posts.data ?? []).map((post) => ({ value: `/insights/${post.slug}`, label: post.title })),
  ];
}

/**
 * The departments the contact form may preselect: one per service, named after it (as
 * lib/services/departments.ts lists them on /contact), in the services' order.
 */
async function departmentOptions(supabase: EditorClient): Promise<Loaded<Option[]>> {
  const { data, error } = await supabase
    .from("services")
    .select("department_id, name")
    .order("sort_order")
    .order("id");
  if (error) return { error };
  const seen = new Set<string>();
  return data.flatMap((row) => {
    if (seen.has(row.department_id)) return [];
    seen.add(row.department_id);
    return [{ value: row.department_id, label: row.name }];
  });
}

/** What the form of a collection's item offers, read side by side; the first failure wins. */
export async function loadFieldChoices(
  supabase: EditorClient,
  spec: CollectionSpec,
): Promise<Loaded<FieldChoices>> {
  const kinds = new Set(spec.fields.map((field) => field.kind));
  const targets = referenceTargets(spec.fields);
  // A page's blocks show images and rich texts, link their buttons and contact a department.
  const blocks = kinds.has("blocks");
  const [images, links, departments, ...references] = await Promise.all([
    kinds.has("image") || kinds.has("rich-text") || blocks
      ? loadImageChoices(supabase)
      : { choices: [] },
    kinds.has("rich-text") || blocks ? linkOptions(supabase) : [],
    blocks ? departmentOptions(supabase) : [],
    ...targets.map((target) => referenceOptions(supabase, target)),
  ]);
  if ("error" in images) return images;
  if ("error" in links) return links;
  if ("error" in departments) return departments;
  const failed = references.find((options) => "error" in options);
  if (failed && "error" in failed) return failed;
  return {
    images: images.choices,
    links,
    departments,
    references: Object.fromEntries(targets.map((target, index) => [target, references[index]])),
  };
}
