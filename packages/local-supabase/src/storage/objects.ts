import type { IncomingMessage, ServerResponse } from "node:http";
import { pipeline } from "node:stream/promises";
import { headerValue, readBodyBytes, sendJson } from "../http";
import {
  json,
  mustFitBucket,
  OBJECT_COLUMNS,
  type ObjectRow,
  writeObjectRow,
  type StorageContext,
  storageErrorOf,
  text,
  ownerOf,
} from "./context";
import { STORAGE_ERRORS } from "./errors";
import { sendRendered, transformOf } from "./images";
import { mustBeValidBucketName, mustBeValidKey } from "./keys";
import { servedTypeHeaders } from "./served-type";

// Objects: reading, listing, moving, copying and removing them.

export async function download(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  name: string,
  publicRoute: boolean,
) {
  const reader = await ctx.readerFor(req, bucket, publicRoute);
  const object = await ctx.findObject(req, reader, bucket, name);
  await serve(ctx, req, res, url, object);
}

/** An image object rendered with the request's transformation (`render/image`). */
export async function render(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  name: string,
  publicRoute: boolean,
) {
  const transform = transformOf(url.searchParams);
  const reader = await ctx.readerFor(req, bucket, publicRoute);
  const object = await ctx.findObject(req, reader, bucket, name);
  await sendRendered(ctx, req, res, object, transform);
}

export async function serve(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  object: ObjectRow,
) {
  const size = object.version ? await ctx.blobs.size(object.version) : null;
  if (size === null || !object.version) throw STORAGE_ERRORS.noSuchKey();
  const metadata = object.metadata;
  const etag = metadata?.eTag ?? `"${object.version}"`;
  const headers: Record<string, string> = {
    ...servedTypeHeaders(metadata?.mimetype),
    "Cache-Control": metadata?.cacheControl ?? "no-cache",
    ETag: etag,
    "Last-Modified": new Date(object.updated_at).toUTCString(),
    "Accept-Ranges": "bytes",
  };
  const download = url.searchParams.get("download");
  if (download !== null) {
    const filename = download || object.name.split("/").at(-1)!;
    headers["Content-Disposition"] =
      `attachment; filename=${encodeURIComponent(filename)}; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  const ifNoneMatch = headerValue(req, "if-none-match");
  if (
    ifNoneMatch &&
    ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")
  ) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let range: { start: number; end: number } | undefined;
  const rangeHeader = headerValue(req, "range");
  if (rangeHeader) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim());
    if (!match || (match[1] === "" && match[2] === "")) throw STORAGE_ERRORS.invalidRange();
    const start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
    const end =
      match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (start > end || start >= size) {
      res.writeHead(416, { "Content-Range": `bytes */${size}` });
      res.end();
      return;
    }
    range = { start, end };
    headers["Content-Range"] = `bytes ${start}-${end}/${size}`;
  }
  headers["Content-Length"] = String(range ? range.end - range.start + 1 : size);
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // pipeline closes the file when the client goes away mid-download.
  await pipeline(ctx.blobs.read(object.version, range), res).catch(() => res.destroy());
}

export async function info(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  name: string,
  publicRoute: boolean,
) {
  const reader = await ctx.readerFor(req, bucket, publicRoute);
  const object = await ctx.findObject(req, reader, bucket, name);
  const metadata = object.metadata;
  sendJson(res, 200, {
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: metadata?.size ?? null,
    content_type: metadata?.mimetype ?? null,
    cache_control: metadata?.cacheControl ?? null,
    etag: metadata?.eTag ?? null,
    metadata: object.user_metadata,
    last_modified: object.updated_at,
    created_at: object.created_at,
  });
}

export async function list(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
) {
  const caller = ctx.caller(req);
  await ctx.bucketOrFail(bucketId);
  const body = json(await readBodyBytes(req));
  const rawPrefix = typeof body.prefix === "string" ? body.prefix : "";
  const prefix = rawPrefix === "" || rawPrefix.endsWith("/") ? rawPrefix : `${rawPrefix}/`;
  const limit = Math.max(0, Math.min(Number(body.limit ?? 100) || 100, 10_000));
  const offset = Math.max(0, Number(body.offset ?? 0) || 0);
  const search = typeof body.search === "string" ? body.search.toLowerCase() : "";
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = ["name", "updated_at", "created_at", "last_accessed_at"].includes(
    String(sortBy.column),
  )
    ? (String(sortBy.column) as "name" | "updated_at" | "created_at" | "last_accessed_at")
    : "name";
  const descending = String(sortBy.order).toLowerCase() === "desc";
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await ctx.asCaller(req, caller, (tx) =>
    tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2`,
      [bucketId, pattern],
    ),
  );
  const entries = new Map<string, Record<string, unknown>>();
  for (const object of rows) {
    const rest = object.name.slice(prefix.length);
    const slash = rest.indexOf("/");
    const entry = slash === -1 ? rest : rest.slice(0, slash);
    // Storage's search is a case-insensitive start of the entry's name.
    if (entry === "" || !entry.toLowerCase().startsWith(search)) continue;
    if (slash !== -1) {
      if (!entries.has(`${entry}/`)) {
        entries.set(`${entry}/`, {
          name: entry,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
      continue;
    }
    entries.set(entry, {
      name: entry,
      id: object.id,
      updated_at: object.updated_at,
      created_at: object.created_at,
      last_accessed_at: object.last_accessed_at,
      metadata: object.metadata,
    });
  }
  // By name, folders and files together by their lower-cased names; by a date, folders (which
  // have none) first, by name, then files: Storage's own orders.
  const byName = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const left = String(a.name).toLowerCase();
    const right = String(b.name).toLowerCase();
    return left < right ? -1 : left > right ? 1 : 0;
  };
  const direction = descending ? -1 : 1;
  const all = [...entries.values()];
  const sorted =
    column === "name"
      ? all.sort((a, b) => direction * byName(a, b))
      : [
          ...all.filter((entry) => entry.id === null).sort((a, b) => direction * byName(a, b)),
          ...all
            .filter((entry) => entry.id !== null)
            .sort((a, b) => {
              const left = String(a[column]);
              const right = String(b[column]);
              return direction * (left < right ? -1 : left > right ? 1 : 0);
            }),
        ];
  sendJson(res, 200, sorted.slice(offset, offset + limit));
}

/** Where a move or copy takes an object from and to, as Storage's body names them. */
async function transferOf(req: IncomingMessage) {
  const body = json(await readBodyBytes(req));
  const from = mustBeValidBucketName(text(body.bucketId, "bucketId"));
  return {
    from,
    to: mustBeValidBucketName(body.destinationBucket ?? from),
    source: mustBeValidKey(text(body.sourceKey, "sourceKey")),
    destination: mustBeValidKey(text(body.destinationKey, "destinationKey")),
  };
}

export async function move(ctx: StorageContext, req: IncomingMessage, res: ServerResponse) {
  const caller = ctx.caller(req);
  const { from, to, source, destination } = await transferOf(req);
  const target = await ctx.bucketOrFail(to);
  if (to !== from) {
    const object = await ctx.findObject(req, { as: "caller", caller }, from, source);
    mustFitBucket(target, object.metadata);
  }
  const { rows } = await ctx
    .asCaller(req, caller, (tx) =>
      tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
       where bucket_id = $1 and name = $2 returning id`,
        [from, source, to, destination],
      ),
    )
    .catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
    });
  if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
  sendJson(res, 200, { message: "Successfully moved" });
}

export async function copy(ctx: StorageContext, req: IncomingMessage, res: ServerResponse) {
  const caller = ctx.caller(req);
  const { from, to, source, destination } = await transferOf(req);
  const target = await ctx.bucketOrFail(to);
  const original = await ctx.findObject(req, { as: "caller", caller }, from, source);
  if (!original.version) throw STORAGE_ERRORS.noSuchKey();
  mustFitBucket(target, original.metadata);
  let version: string;
  try {
    version = await ctx.blobs.copy(original.version);
  } catch {
    // Replaced or removed between reading its row and copying its bytes.
    throw STORAGE_ERRORS.noSuchKey();
  }
  const owner = ownerOf(caller);
  const upsert = headerValue(req, "x-upsert") === "true";
  let written: { id: string; replaced: string | null | undefined };
  try {
    written = await ctx.asCaller(req, caller, (tx) =>
      writeObjectRow(
        tx,
        {
          bucket: to,
          name: destination,
          owner,
          metadata: original.metadata,
          version,
          userMetadata: original.user_metadata,
        },
        upsert,
      ),
    );
  } catch (error) {
    await ctx.blobs.remove([version]);
    throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
  }
  if (written.replaced && written.replaced !== version) await ctx.blobs.remove([written.replaced]);
  sendJson(res, 200, { Id: written.id, Key: `${to}/${destination}` });
}

export async function removeOne(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  name: string,
) {
  const caller = ctx.caller(req);
  await ctx.bucketOrFail(bucket);
  const { rows } = await ctx.asCaller(req, caller, (tx) =>
    tx.query<{ version: string | null }>(
      "delete from storage.objects where bucket_id = $1 and name = $2 returning version",
      [bucket, name],
    ),
  );
  if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
  await ctx.blobs.remove(rows.map((row) => row.version));
  sendJson(res, 200, { message: "Successfully deleted" });
}

export async function removeMany(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
) {
  const caller = ctx.caller(req);
  mustBeValidBucketName(bucket);
  const body = json(await readBodyBytes(req));
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((name) => typeof name === "string")) {
    throw STORAGE_ERRORS.invalidRequest("body must have required property 'prefixes'");
  }
  if (prefixes.length > 1000) {
    throw STORAGE_ERRORS.invalidRequest(
      "Bulk object requests are limited to 1000 objects per request.",
    );
  }
  await ctx.bucketOrFail(bucket);
  const { rows } = await ctx.asCaller(req, caller, (tx) =>
    tx.query<ObjectRow>(
      `delete from storage.objects
       where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
       returning ${OBJECT_COLUMNS}`,
      [bucket, JSON.stringify(prefixes)],
    ),
  );
  await ctx.blobs.remove(rows.map((row) => row.version));
  sendJson(res, 200, rows);
}
