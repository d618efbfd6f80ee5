import type { IncomingMessage, ServerResponse } from "node:http";
import { createHash } from "node:crypto";
import type { Sql } from "../db";
import { headerValue, readBodyBytes, sendJson } from "../http";
import {
  type ObjectMetadata,
  writeObjectRow,
  safeJson,
  type StorageContext,
  storageErrorOf,
  ownerOf,
} from "./context";
import { STORAGE_ERRORS } from "./errors";
import { isAllowedMimeType } from "./keys";

// Uploads: the bytes are on disk before the row that points at them is written as the caller.

/** Room for a multipart form's boundaries and fields around its file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** A content type as a header can carry it (type/subtype, parameters, no line breaks). */
const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;[^\r\n]*)?$/;

/** The bytes, type and cache control of an upload: a raw body, or a multipart form's file. */
async function uploadBody(
  req: IncomingMessage,
  limit: number,
): Promise<{ bytes: Buffer; type: string; cacheControl: string; userMetadata: unknown }> {
  // A multipart body carries its form's boundaries and fields too; the file alone is held to
  // the limit below.
  const multipart = (headerValue(req, "content-type") ?? "")
    .toLowerCase()
    .startsWith("multipart/form-data");
  const raw = await readBodyBytes(req, multipart ? limit + MULTIPART_OVERHEAD : limit);
  const contentType = headerValue(req, "content-type") ?? "";
  const cacheHeader = headerValue(req, "cache-control");
  if (multipart) {
    let form: FormData;
    try {
      form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
    } catch {
      throw STORAGE_ERRORS.invalidRequest("The multipart body could not be read");
    }
    const file = [...form.values()].find((value): value is File => typeof value !== "string");
    if (!file) throw STORAGE_ERRORS.noContent();
    const cacheControl = form.get("cacheControl");
    const metadata = form.get("metadata");
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      type: file.type || "application/octet-stream",
      // Seconds only: anything else could not be sent back as a header.
      cacheControl: `max-age=${typeof cacheControl === "string" && /^\d{1,10}$/.test(cacheControl) ? cacheControl : "3600"}`,
      userMetadata: typeof metadata === "string" ? safeJson(metadata) : null,
    };
  }
  const metadataHeader = headerValue(req, "x-metadata");
  return {
    bytes: raw,
    type: contentType || "application/octet-stream",
    cacheControl: cacheHeader ?? "max-age=3600",
    userMetadata: metadataHeader
      ? safeJson(Buffer.from(metadataHeader, "base64").toString("utf8"))
      : null,
  };
}

export async function upload(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
  mode: "create" | "update",
  signedOwner?: { owner: string | null; upsert: boolean },
) {
  const caller = signedOwner ? null : ctx.caller(req);
  const bucket = await ctx.bucketOrFail(bucketId);
  const bucketLimit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  const limit = Math.min(ctx.options.uploadLimit, bucketLimit ?? Infinity);
  const received = await uploadBody(req, limit);
  if (received.bytes.length > limit) throw STORAGE_ERRORS.tooLarge();
  if (
    !MIME_TYPE.test(received.type) ||
    !isAllowedMimeType(received.type, bucket.allowed_mime_types)
  ) {
    throw STORAGE_ERRORS.mimeType(received.type);
  }
  // A PUT replaces the object or adds it, as hosted Storage does; a POST adds unless x-upsert.
  const upsert = signedOwner
    ? signedOwner.upsert
    : mode === "update" || headerValue(req, "x-upsert") === "true";
  const owner = signedOwner ? signedOwner.owner : ownerOf(caller);
  const version = await ctx.blobs.write(received.bytes);
  const metadata: ObjectMetadata = {
    eTag: `"${createHash("md5").update(received.bytes).digest("hex")}"`,
    size: received.bytes.length,
    mimetype: received.type,
    cacheControl: received.cacheControl,
    lastModified: new Date().toUTCString(),
    contentLength: received.bytes.length,
    httpStatusCode: 200,
  };
  const row = {
    bucket: bucketId,
    name,
    owner,
    metadata,
    version,
    userMetadata: received.userMetadata,
  };
  const write = (tx: Sql) => writeObjectRow(tx, row, upsert);
  let written: { id: string; replaced: string | null | undefined };
  try {
    written = caller
      ? await ctx.asCaller(req, caller, write)
      : await ctx.asOwner((pg) => pg.transaction(write));
  } catch (error) {
    await ctx.blobs.remove([version]);
    throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
  }
  if (written.replaced && written.replaced !== version) await ctx.blobs.remove([written.replaced]);
  sendJson(res, 200, { Id: written.id, Key: `${bucketId}/${name}` });
}
