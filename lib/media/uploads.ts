import { randomUUID } from "node:crypto";
import { mediaText } from "@/content/admin-media";
import type { ActionFailure, ActionResult } from "@/lib/action-state";
import type { EditorClient } from "@/lib/auth/editor-client";
import { isItemId } from "@/lib/collections/item-values";
import { type ImageDetails, fileNameOf, imageDetailsError } from "./details";
import { mediaFailure } from "./library";
import {
  isMediaType,
  MEDIA_BUCKET,
  MEDIA_MAX_BYTES,
  MEDIA_PATH_PATTERN,
  mediaPath,
  type MediaType,
} from "./rules";

const t = mediaText.messages;

/** A file uploaded to `path` (given by `uploadAddress`), and what the browser read of it. */
export type UploadedImage = ImageDetails & { imageId: string; path: string };

/**
 * A one-time address the browser uploads one file to, straight to Storage (with its progress),
 * under a new version name: a new image's own folder, or the folder of the image it replaces.
 */
export async function uploadAddress(
  supabase: EditorClient,
  input: { type: string; size: number; imageId?: string },
): Promise<ActionResult<{ imageId: string; path: string; uploadUrl: string }>> {
  if (!isMediaType(input.type)) return { ok: false, message: t.wrongType("The file") };
  if (!Number.isInteger(input.size) || input.size < 1 || input.size > MEDIA_MAX_BYTES) {
    return { ok: false, message: t.tooBig("The file", input.size, MEDIA_MAX_BYTES) };
  }
  if (input.imageId !== undefined && !isItemId(input.imageId))
    return { ok: false, message: t.gone };
  const imageId = input.imageId ?? randomUUID();
  const path = mediaPath(imageId, randomUUID(), input.type);
  const { data, error } = await supabase.storage.from(MEDIA_BUCKET).createSignedUploadUrl(path);
  if (error) return mediaFailure(error);
  return { ok: true, imageId, path, uploadUrl: data.signedUrl };
}

interface StoredFile {
  type: MediaType;
  size: number;
}

/** The uploaded file as Storage has it: its real type and size, not what the browser said. */
async function storedFile(supabase: EditorClient, path: string): Promise<StoredFile | null> {
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

/** Whether a path is one `uploadAddress` gives for this image. */
export function isUploadPath(imageId: string, path: string): boolean {
  return isItemId(imageId) && MEDIA_PATH_PATTERN.test(path) && path.startsWith(`${imageId}/`);
}

/** An upload whose details hold, at an address given for its image: its file, as stored. */
async function checkedUpload(
  supabase: EditorClient,
  input: UploadedImage,
): Promise<StoredFile | ActionFailure> {
  const invalid = imageDetailsError(input);
  if (invalid || !isUploadPath(input.imageId, input.path)) {
    return { ok: false, message: invalid ?? t.gone };
  }
  const file = await storedFile(supabase, input.path);
  return file ?? { ok: false, message: t.uploadFailed(t.unreadable(input.fileName)) };
}

/** The columns of a library row that describe its file. */
function fileColumns(input: UploadedImage, file: StoredFile) {
  return {
    file_name: fileNameOf(input.fileName),
    content_type: file.type,
    size_bytes: file.size,
    width: input.width,
    height: input.height,
  };
}

/** The library's row for a file just uploaded to `uploadAddress`'s address. */
export async function addUploadedImage(
  supabase: EditorClient,
  input: UploadedImage,
): Promise<ActionResult<{ id: string }>> {
  const file = await checkedUpload(supabase, input);
  if ("ok" in file) return file;
  const { error } = await supabase.from("media").insert({
    id: input.imageId,
    path: input.path,
    alt: input.alt.trim(),
    ...fileColumns(input, file),
  });
  if (error) {
    await discardUpload(supabase, input.path);
    return mediaFailure(error);
  }
  return { ok: true, id: input.imageId };
}

/** A new file for an image: every page showing it shows the new file; the old file goes. */
export async function replaceUploadedImage(
  supabase: EditorClient,
  input: UploadedImage & { updatedAt: string },
): Promise<ActionResult> {
  // The image keeps its alt text: only the file's details are checked.
  const file = await checkedUpload(supabase, { ...input, alt: "kept" });
  if ("ok" in file) return file;
  const { data: before, error: readError } = await supabase
    .from("media")
    .select("path")
    .eq("id", input.imageId)
    .maybeSingle();
  if (readError) return mediaFailure(readError);
  if (!before) {
    await discardUpload(supabase, input.path);
    return { ok: false, message: t.gone };
  }
  // The file it shows already: nothing to replace.
  if (before.path === input.path) return { ok: false, message: t.changed };
  const { data, error } = await supabase
    .from("media")
    .update({ path: input.path, ...fileColumns(input, file) })
    .eq("id", input.imageId)
    .eq("updated_at", input.updatedAt)
    .select("id");
  if (error || data.length === 0) {
    await discardUpload(supabase, input.path);
    return error ? mediaFailure(error) : { ok: false, message: t.changed };
  }
  // The old file stays: pages cached before the change and share cards already posted keep
  // showing the old picture rather than a broken one. Deleting the image removes every version.
  return { ok: true };
}
