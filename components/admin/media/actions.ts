"use server";

import { updateTag } from "next/cache";
import { mediaText } from "@/content/admin-media";
import type { ActionResult } from "@/lib/action-state";
import { editorClient } from "@/lib/auth/editor-client";
import type { EditorClient } from "@/lib/auth/editor-client";
import { removeLibraryImage, saveLibraryDetails } from "@/lib/media/library";
import { mediaWriter, type MediaWriter } from "@/lib/media/media-writer";
import {
  addUploadedImage,
  replaceUploadedImage,
  uploadAddress,
  type UploadedImage,
} from "@/lib/media/uploads";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

/** `act` for an editor, else refused: anyone can call a server action. */
async function asEditor<Value extends object>(
  act: (supabase: EditorClient) => Promise<ActionResult<Value>>,
): Promise<ActionResult<Value>> {
  const supabase = await editorClient();
  return supabase ? act(supabase) : { ok: false, message: mediaText.messages.denied };
}

/** `act` for a member, with the bucket only the server writes; else refused. */
async function asWriter<Value extends object>(
  act: (writer: MediaWriter) => Promise<ActionResult<Value>>,
): Promise<ActionResult<Value>> {
  const writer = await mediaWriter();
  return "ok" in writer ? writer : act(writer);
}

/**
 * Pages showing library images are rebuilt as soon as one changes (the table's trigger does it
 * for SQL and REST).
 */
function refreshed<Result extends ActionResult>(result: Result): Result {
  if (result.ok) updateTag(SITE_TEXT_TAG);
  return result;
}

/** A one-time address the browser uploads one file to, straight to Storage. */
export async function prepareUpload(input: {
  type: string;
  size: number;
  imageId?: string;
}): Promise<ActionResult<{ imageId: string; path: string; uploadUrl: string }>> {
  return asWriter((writer) => uploadAddress(writer, input));
}

/** The library's row for a file just uploaded by `prepareUpload`'s address. */
export async function addImage(input: UploadedImage): Promise<ActionResult<{ id: string }>> {
  return asWriter(async (writer) => refreshed(await addUploadedImage(writer, input)));
}

/** A new file for an image: every page showing it shows the new file. */
export async function replaceImage(
  input: UploadedImage & { updatedAt: string },
): Promise<ActionResult> {
  return asWriter(async (writer) => refreshed(await replaceUploadedImage(writer, input)));
}

/** An image's alt text and focal point, over the version the editor opened. */
export async function saveImageDetails(input: {
  id: string;
  alt: string;
  focalX: number;
  focalY: number;
  updatedAt: string;
}): Promise<ActionResult> {
  return asEditor(async (supabase) => refreshed(await saveLibraryDetails(supabase, input)));
}

/** Deletes an image nothing shows, with every version of its file; else says where it shows. */
export async function removeImage(input: { id: string; alt: string }): Promise<ActionResult> {
  return asWriter(async (writer) => refreshed(await removeLibraryImage(writer, input)));
}
