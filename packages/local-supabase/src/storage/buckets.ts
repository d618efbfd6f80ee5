import type { IncomingMessage, ServerResponse } from "node:http";
import { readBodyBytes, sendJson } from "../http";
import { json, MIME_TYPES_PARAM, ownerOf, type StorageContext, storageErrorOf } from "./context";
import { STORAGE_ERRORS } from "./errors";
import { mustBeValidBucketName, parseSizeLimit } from "./keys";

// Buckets: read and written as the caller, so policies on storage.buckets decide.

export async function listBuckets(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const caller = ctx.caller(req);
  const limit = Number(url.searchParams.get("limit") ?? "") || null;
  const offset = Number(url.searchParams.get("offset") ?? "") || 0;
  const search = url.searchParams.get("search") ?? "";
  const { rows } = await ctx.asCaller(req, caller, (tx) =>
    tx.query(
      `select * from storage.buckets where name ilike '%' || $1 || '%'
       order by name limit $2 offset $3`,
      [search, limit, offset],
    ),
  );
  sendJson(res, 200, rows);
}

export async function getBucket(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const caller = ctx.caller(req);
  const { rows } = await ctx.asCaller(req, caller, (tx) =>
    tx.query("select * from storage.buckets where id = $1", [id]),
  );
  if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
  sendJson(res, 200, rows[0]);
}

export async function createBucket(ctx: StorageContext, req: IncomingMessage, res: ServerResponse) {
  const caller = ctx.caller(req);
  const body = json(await readBodyBytes(req));
  const name = mustBeValidBucketName(body.name ?? body.id);
  const id = mustBeValidBucketName(body.id ?? name);
  const sizeLimit = parseSizeLimit(body.file_size_limit);
  const mimeTypes = mimeTypesOf(body.allowed_mime_types);
  const owner = ownerOf(caller);
  await ctx
    .asCaller(req, caller, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner_id)
       values ($1, $2, $3, $4, ${MIME_TYPES_PARAM(5)}, $6)`,
        [id, name, body.public === true, sizeLimit, JSON.stringify(mimeTypes), owner],
      ),
    )
    .catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.bucketExists);
    });
  sendJson(res, 200, { name });
}

function mimeTypesOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((type) => typeof type === "string")) {
    throw STORAGE_ERRORS.invalidRequest("allowed_mime_types must be a list of strings");
  }
  return value as string[];
}

export async function updateBucket(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const caller = ctx.caller(req);
  const body = json(await readBodyBytes(req));
  const changes: Record<string, unknown> = {};
  if ("public" in body) changes.public = body.public === true;
  if ("file_size_limit" in body) changes.file_size_limit = parseSizeLimit(body.file_size_limit);
  if ("allowed_mime_types" in body) {
    changes.allowed_mime_types = JSON.stringify(mimeTypesOf(body.allowed_mime_types));
  }
  const columns = Object.keys(changes);
  const { rows } = await ctx
    .asCaller(req, caller, (tx) =>
      tx.query(
        `update storage.buckets set updated_at = now()${columns
          .map(
            (column, i) =>
              `, ${column} = ${column === "allowed_mime_types" ? MIME_TYPES_PARAM(i + 2) : `$${i + 2}`}`,
          )
          .join("")} where id = $1 returning id`,
        [id, ...columns.map((column) => changes[column])],
      ),
    )
    .catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.bucketExists);
    });
  if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
  sendJson(res, 200, { message: "Successfully updated" });
}

export async function emptyBucket(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const caller = ctx.caller(req);
  await ctx.bucketOrFail(id);
  const { rows } = await ctx
    .asCaller(req, caller, (tx) =>
      tx.query<{ version: string | null }>(
        "delete from storage.objects where bucket_id = $1 returning version",
        [id],
      ),
    )
    .catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
    });
  await ctx.blobs.remove(rows.map((row) => row.version));
  sendJson(res, 200, { message: "Successfully emptied" });
}

export async function deleteBucket(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
) {
  const caller = ctx.caller(req);
  const { rows: objects } = await ctx.asOwner((pg) =>
    pg.query("select 1 from storage.objects where bucket_id = $1 limit 1", [id]),
  );
  if (objects.length > 0) throw STORAGE_ERRORS.bucketNotEmpty();
  const { rows } = await ctx
    .asCaller(req, caller, (tx) =>
      tx.query("delete from storage.buckets where id = $1 returning id", [id]),
    )
    .catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.bucketNotEmpty);
    });
  if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
  sendJson(res, 200, { message: "Successfully deleted" });
}
