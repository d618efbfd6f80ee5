import { mediaText } from "@/content/admin-media";
import {
  type ActionFailure,
  type ActionResult,
  type DatabaseError,
  isUnreachable,
} from "@/lib/action-state";
import type { EditorClient } from "@/lib/auth/editor-client";
import { isItemId } from "@/lib/collections/item-values";
import { altError } from "./details";
import type { MediaWriter } from "./media-writer";
import { focalCoordinate } from "./rules";

const t = mediaText.messages;

export function mediaFailure(error: DatabaseError): ActionFailure {
  return { ok: false, message: isUnreachable(error) ? t.network : t.failed(error.message) };
}

/** Where an image is in use, as remove_media lists it in its refusal. */
export interface MediaUse {
  collection: string;
  label: string;
  staged: boolean;
}

/** The uses remove_media's refusal lists in its detail (JSON); none when it lists none. */
export function usesOf(detail: string | undefined): MediaUse[] {
  try {
    const uses: unknown = JSON.parse(detail ?? "[]");
    return Array.isArray(uses) ? (uses as MediaUse[]) : [];
  } catch {
    return [];
  }
}

/** An image's alt text and focal point, over the version the editor opened. */
export async function saveLibraryDetails(
  supabase: EditorClient,
  input: { id: string; alt: string; focalX: number; focalY: number; updatedAt: string },
): Promise<ActionResult> {
  const focalX = focalCoordinate(input.focalX);
  const focalY = focalCoordinate(input.focalY);
  const invalid = altError(input.alt);
  if (invalid) return { ok: false, message: invalid };
  if (!isItemId(input.id) || focalX === null || focalY === null)
    return { ok: false, message: t.gone };
  const { data, error } = await supabase
    .from("media")
    .update({ alt: input.alt.trim(), focal_x: focalX, focal_y: focalY })
    .eq("id", input.id)
    .eq("updated_at", input.updatedAt)
    .select("id");
  if (error) return mediaFailure(error);
  if (data.length === 0) {
    const { data: still } = await supabase.from("media").select("id").eq("id", input.id);
    return { ok: false, message: still?.length ? t.changed : t.gone };
  }
  return { ok: true };
}

/**
 * Deletes an image nothing shows, published or staged, with every version of its file;
 * otherwise says where it is in use. The check and the deletion are one locked step in the
 * database (remove_media, as the caller: only a member who may publish deletes a row), and
 * only once it has deleted the row are the files removed, with the secret key.
 */
export async function removeLibraryImage(
  writer: MediaWriter,
  input: { id: string; alt: string },
): Promise<ActionResult> {
  if (!isItemId(input.id)) return { ok: false, message: t.gone };
  const { data, error } = await writer.supabase.rpc("remove_media", { image: input.id });
  if (error?.code === "23503") {
    return { ok: false, message: t.inUse(input.alt, usesOf(error.details)) };
  }
  if (error) return mediaFailure(error);
  if (!data?.id) return { ok: false, message: t.gone };
  // Any file missed here goes with the hourly removal of files no image shows.
  const folder = await writer.bucket.list(input.id, { limit: 1000 });
  const versions = (folder.data ?? []).map((file) => `${input.id}/${file.name}`);
  if (versions.length > 0) await writer.bucket.remove(versions);
  return { ok: true };
}
