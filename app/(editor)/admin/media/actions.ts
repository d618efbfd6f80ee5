"use server";

import { randomUUID } from "node:crypto";
import { updateTag } from "next/cache";
import { mediaText } from "@/content/admin-media";
import { isItemId } from "@/lib/collections/fields";
import type { EditorClient } from "@/lib/collections/editor-rows";
import { type ImageDetails, altError, fileNameOf, imageDetailsError } from "@/lib/media/details";
import {
  focalCoordinate,
  isMediaType,
  MEDIA_BUCKET,
  MEDIA_MAX_BYTES,
  MEDIA_PATH_PATTERN,
  mediaPath,
} from "@/lib/media/rules";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";
import { editorClient } from "@/lib/auth/editor-client";

const t = mediaText.messages;

export type MediaResult<Value = object> = ({ ok: true } & Value) | { ok: false; message: string };

interface DatabaseError {
  code?: string;
  message: string;
}

function failed(error: DatabaseError): { ok: false; message: string } {
  return {
    ok: false,
    message: /fetch failed|network|ECONNREFUSED/i.test(error.message)
      ? t.network
      : t.failed(error.message),
  };
}

/** Pages showing library images are rebuilt as soon as one changes (the table's trigger does it for SQL and REST). */
function refreshPages() {
  updateTag(SITE_TEXT_TAG);
}

/**
 * A one-time address the browser uploads one file to, straight to Storage (with its progress),
 * under a new version name: a new image's own folder, or the folder of the image it replaces.
 */
export async function prepareUpload(input: {
  type: string;
  size: number;
  imageId?: string;
}): Promise<MediaResult<{ imageId: string; path: string; uploadUrl: string }>> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.denied };
  if (!isMediaType(input.type)) return { ok: false, message: t.wrongType("The file") };
  if (!Number.isInteger(input.size) || input.size < 1 || input.size > MEDIA_MAX_BYTES) {
    return { ok: false, message: t.tooBig("The file", input.size) };
  }
  if (input.imageId !== undefined && !isItemId(input.imageId))
    return { ok: false, message: t.gone };
  const imageId = input.imageId ?? randomUUID();
  const path = mediaPath(imageId, randomUUID(), input.type);
  const { data, error } = await supabase.storage.from(MEDIA_BUCKET).createSignedUploadUrl(path);
  if (error) return failed(error);
  return { ok: true, imageId, path, uploadUrl: data.signedUrl };
}

/** The uploaded file as Storage has it: its real type and size, not what the browser said. */
async function storedFile(supabase: EditorClient, path: string) {
  const { data, error } = await supabase.storage.from(MEDIA_BUCKET).info(path);
  if (error || !data) return null;
  const type = data.contentType ?? "";
  return isMediaType(type) && data.size ? { type, size: data.size } : null;
}

/**
 * Removes a file just uploaded whose row could not be written, unless an image's row points at
 * it (a retried or crafted call must never take a shown image's file). A file left behind is
 * only unused bytes; the row is what pages read.
 */
async function discardUpload(supabase: EditorClient, path: string) {
  if (!MEDIA_PATH_PATTERN.test(path)) return;
  const { data, error } = await supabase.from("media").select("id").eq("path", path);
  if (error || data.length > 0) return;
  await supabase.storage.from(MEDIA_BUCKET).remove([path]);
}

/** Whether a path is one `prepareUpload` gives for this image. */
function isUploadPath(imageId: string, path: string): boolean {
  return isItemId(imageId) && MEDIA_PATH_PATTERN.test(path) && path.startsWith(`${imageId}/`);
}

/** The library's row for a file just uploaded by `prepareUpload`'s address. */
export async function addImage(
  input: ImageDetails & { imageId: string; path: string },
): Promise<MediaResult<{ id: string }>> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.denied };
  const invalid = imageDetailsError(input);
  if (invalid || !isUploadPath(input.imageId, input.path)) {
    return { ok: false, message: invalid ?? t.gone };
  }
  const file = await storedFile(supabase, input.path);
  if (!file) return { ok: false, message: t.uploadFailed(t.unreadable(input.fileName)) };
  const { error } = await supabase.from("media").insert({
    id: input.imageId,
    path: input.path,
    alt: input.alt.trim(),
    file_name: fileNameOf(input.fileName),
    content_type: file.type,
    size_bytes: file.size,
    width: input.width,
    height: input.height,
  });
  if (error) {
    await discardUpload(supabase, input.path);
    return failed(error);
  }
  refreshPages();
  return { ok: true, id: input.imageId };
}

/** A new file for an image: every page showing it shows the new file; the old file goes. */
export async function replaceImage(
  input: ImageDetails & { imageId: string; path: string; updatedAt: string },
): Promise<MediaResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.denied };
  const invalid = imageDetailsError({ ...input, alt: "kept" });
  if (invalid || !isUploadPath(input.imageId, input.path)) {
    return { ok: false, message: invalid ?? t.gone };
  }
  const file = await storedFile(supabase, input.path);
  if (!file) return { ok: false, message: t.uploadFailed(t.unreadable(input.fileName)) };
  const { data: before, error: readError } = await supabase
    .from("media")
    .select("path")
    .eq("id", input.imageId)
    .maybeSingle();
  if (readError) return failed(readError);
  if (!before) {
    await discardUpload(supabase, input.path);
    return { ok: false, message: t.gone };
  }
  // The file it shows already: nothing to replace.
  if (before.path === input.path) return { ok: false, message: t.changed };
  const { data, error } = await supabase
    .from("media")
    .update({
      path: input.path,
      file_name: fileNameOf(input.fileName),
      content_type: file.type,
      size_bytes: file.size,
      width: input.width,
      height: input.height,
    })
    .eq("id", input.imageId)
    .eq("updated_at", input.updatedAt)
    .select("id");
  if (error || data.length === 0) {
    await discardUpload(supabase, input.path);
    return error ? failed(error) : { ok: false, message: t.changed };
  }
  // The old file stays: pages cached before the change and share cards already posted keep
  // showing the old picture rather than a broken one. Deleting the image removes every version.
  refreshPages();
  return { ok: true };
}

/** An image's alt text and focal point, over the version the editor opened. */
export async function saveImageDetails(input: {
  id: string;
  alt: string;
  focalX: number;
  focalY: number;
  updatedAt: string;
}): Promise<MediaResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.denied };
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
  if (error) return failed(error);
  if (data.length === 0) {
    const { data: still } = await supabase.from("media").select("id").eq("id", input.id);
    return { ok: false, message: still?.length ? t.changed : t.gone };
  }
  refreshPages();
  return { ok: true };
}

interface MediaUse {
  collection: string;
  label: string;
  staged: boolean;
}

function usesOf(detail: string | undefined): MediaUse[] {
  try {
    const uses: unknown = JSON.parse(detail ?? "[]");
    return Array.isArray(uses) ? (uses as MediaUse[]) : [];
  } catch {
    return [];
  }
}

/**
 * Deletes an image nothing shows, published or staged, with every version of its file;
 * otherwise says where it is in use. The check and the deletion are one locked step in the
 * database (remove_media), so an image chosen meanwhile is never lost.
 */
export async function removeImage(input: { id: string; alt: string }): Promise<MediaResult> {
  const supabase = await editorClient();
  if (!supabase) return { ok: false, message: t.denied };
  if (!isItemId(input.id)) return { ok: false, message: t.gone };
  const { data, error } = await supabase.rpc("remove_media", { image: input.id });
  if (error?.code === "23503") {
    return { ok: false, message: t.inUse(input.alt, usesOf(error.details)) };
  }
  if (error) return failed(error);
  if (!data?.id) return { ok: false, message: t.gone };
  const folder = await supabase.storage.from(MEDIA_BUCKET).list(input.id, { limit: 1000 });
  const versions = (folder.data ?? []).map((file) => `${input.id}/${file.name}`);
  if (versions.length > 0) await supabase.storage.from(MEDIA_BUCKET).remove(versions);
  refreshPages();
  return { ok: true };
}
