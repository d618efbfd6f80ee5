import { randomUUID } from "node:crypto";
import { mediaText } from "@/content/admin-media";
import type { ActionFailure, ActionResult } from "@/lib/action-state";
import { isItemId } from "@/lib/collections/item-values";
import { type ImageDetails, fileNameOf, imageDetailsError } from "./details";
import { imageTypeOf, SIGNATURE_BYTES } from "./file-signature";
import { mediaFailure } from "./library";
import type { MediaBucket, MediaWriter } from "./media-writer";
import {
  isMediaType,
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
 * under a new version name: a new image's own folder, or the folder of the image it replaces,
 * which only a member who may publish can ask for. Signed with the secret key: nobody signed in
 * may write the bucket themselves.
 */
export async function uploadAddress(
  writer: MediaWriter,
  input: { type: string; size: number; imageId?: string },
): Promise<ActionResult<{ imageId: string; path: string; uploadUrl: string }>> {
  if (!isMediaType(input.type)) return { ok: false, message: t.wrongType("The file") };
  if (!Number.isInteger(input.size) || input.size < 1 || input.size > MEDIA_MAX_BYTES) {
    return { ok: false, message: t.tooBig("The file", input.size, MEDIA_MAX_BYTES) };
  }
  if (input.imageId !== undefined) {
    if (!isItemId(input.imageId)) return { ok: false, message: t.gone };
    if (!writer.publishes) return { ok: false, message: t.cannotReplace };
    const { data, error } = await writer.supabase
      .from("media")
      .select("id")
      .eq("id", input.imageId)
      .maybeSingle();
    if (error) return mediaFailure(error);
    if (!data) return { ok: false, message: t.gone };
  }
  const imageId = input.imageId ?? randomUUID();
  const path = mediaPath(imageId, randomUUID(), input.type);
  const { data, error } = await writer.bucket.createSignedUploadUrl(path);
  if (error) return mediaFailure(error);
  return { ok: true, imageId, path, uploadUrl: data.signedUrl };
}

interface StoredFile {
  type: MediaType;
  size: number;
}

/**
 * The uploaded file as Storage has it, checked before anything links to it: an image of the
 * type it was stored as (its first bytes, not the label the browser sent, which comes from the
 * file's name), within the size limit. Otherwise why not, in words for the editor.
 */
async function storedFile(
  bucket: MediaBucket,
  path: string,
  fileName: string,
): Promise<StoredFile | ActionFailure> {
  const failed = (reason: string): ActionFailure => ({
    ok: false,
    message: t.uploadFailed(reason),
  });
  const { data: info, error } = await bucket.info(path);
  const claimed = info?.contentType ?? "";
  if (error || !isMediaType(claimed)) return failed(t.unreadable(fileName));
  const { data: file, error: readError } = await bucket.download(path);
  if (readError || file.size < 1) return failed(t.unreadable(fileName));
  if (file.size > MEDIA_MAX_BYTES) return failed(t.tooBig(fileName, file.size, MEDIA_MAX_BYTES));
  const actual = imageTypeOf(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
  if (actual === claimed) return { type: claimed, size: file.size };
  const format = mediaText.formatNames[claimed];
  return failed(
    actual
      ? t.otherFormat(fileName, format, mediaText.formatNames[actual])
      : t.notAnImage(fileName, format),
  );
}

/**
 * Removes a file just uploaded that the library will not show, when no image owns its folder (a
 * new image's upload). In an image's folder it may be one of that image's earlier files, named
 * by a retried or crafted call, which pages cached before a replacement still show: the hourly
 * removal of unused files tells those apart by the image's history and takes the rest.
 */
async function discardUpload(writer: MediaWriter, path: string) {
  if (!MEDIA_PATH_PATTERN.test(path)) return;
  const { data, error } = await writer.supabase
    .from("media")
    .select("id")
    .eq("id", path.slice(0, path.indexOf("/")));
  if (error || data.length > 0) return;
  await writer.bucket.remove([path]);
}

/** Whether a path is one `uploadAddress` gives for this image. */
export function isUploadPath(imageId: string, path: string): boolean {
  return isItemId(imageId) && MEDIA_PATH_PATTERN.test(path) && path.startsWith(`${imageId}/`);
}

/** An upload whose details hold, at an address given for its image: its file, as stored. */
async function checkedUpload(
  writer: MediaWriter,
  input: UploadedImage,
): Promise<StoredFile | ActionFailure> {
  const invalid = imageDetailsError(input);
  if (invalid || !isUploadPath(input.imageId, input.path)) {
    return { ok: false, message: invalid ?? t.gone };
  }
  const file = await storedFile(writer.bucket, input.path, fileNameOf(input.fileName));
  if ("ok" in file) await discardUpload(writer, input.path);
  return file;
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

/**
 * The library's row for a file just uploaded to `uploadAddress`'s address, written with the
 * secret key: nobody else may link a file, so none is linked unchecked.
 */
export async function addUploadedImage(
  writer: MediaWriter,
  input: UploadedImage,
): Promise<ActionResult<{ id: string }>> {
  const file = await checkedUpload(writer, input);
  if ("ok" in file) return file;
  const { error } = await writer.server.from("media").insert({
    id: input.imageId,
    path: input.path,
    alt: input.alt.trim(),
    ...fileColumns(input, file),
  });
  if (error) {
    await discardUpload(writer, input.path);
    return mediaFailure(error);
  }
  return { ok: true, id: input.imageId };
}

/**
 * A new file for an image: every page showing it shows the new file. Only a member who may
 * publish replaces one; the row's file is written with the secret key, as when it was added.
 */
export async function replaceUploadedImage(
  writer: MediaWriter,
  input: UploadedImage & { updatedAt: string },
): Promise<ActionResult> {
  if (!writer.publishes) return { ok: false, message: t.cannotReplace };
  // The image keeps its alt text: only the file's details are checked.
  const file = await checkedUpload(writer, { ...input, alt: "kept" });
  if ("ok" in file) return file;
  const { data: before, error: readError } = await writer.supabase
    .from("media")
    .select("path")
    .eq("id", input.imageId)
    .maybeSingle();
  if (readError) return mediaFailure(readError);
  if (!before) {
    await discardUpload(writer, input.path);
    return { ok: false, message: t.gone };
  }
  // The file it shows already: nothing to replace.
  if (before.path === input.path) return { ok: false, message: t.changed };
  const { data, error } = await writer.server
    .from("media")
    .update({ path: input.path, ...fileColumns(input, file) })
    .eq("id", input.imageId)
    .eq("updated_at", input.updatedAt)
    .select("id");
  if (error || data.length === 0) {
    await discardUpload(writer, input.path);
    return error ? mediaFailure(error) : { ok: false, message: t.changed };
  }
  // The old file stays: pages cached before the change and share cards already posted keep
  // showing the old picture rather than a broken one. Deleting the image removes every version.
  return { ok: true };
}
