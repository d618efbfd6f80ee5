import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type Caller, resolveCaller } from "../caller";
import { JWT_SECRET } from "../config";
import { type Connection, isPgError, type LocalDatabase, type Sql, transactionAs } from "../db";
import { BodyTooLargeError, headerValue, readBodyBytes, sendJson } from "../http";
import { JwtError, signJwt, verifyJwt } from "../jwt";
import type { BlobStore } from "./blobs";
import { STORAGE_ERRORS, StorageError } from "./errors";
import { isAllowedMimeType, mustBeValidBucketName, mustBeValidKey, parseSizeLimit } from "./keys";

/** The largest upload, as the CLI's `[storage] file_size_limit = "50MiB"`. */
export const DEFAULT_UPLOAD_LIMIT = 50 * 1024 * 1024;

export interface StorageOptions {
  requireApiKey: boolean;
  searchPath: readonly string[];
  uploadLimit: number;
}

interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: unknown;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const OBJECT_COLUMNS =
  "id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at";

/** How an object is read: as the caller (RLS decides), or past RLS (public buckets, signed URLs). */
type Reader = { as: "caller"; caller: Caller } | { as: "owner" };

function json(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Refused below, as Storage refuses a body that is not a JSON object.
  }
  throw STORAGE_ERRORS.invalidRequest("The request body must be a JSON object");
}

function text(value: unknown, field: string): string {
  if (typeof value !== "string")
    throw STORAGE_ERRORS.invalidRequest(`body must have required property '${field}'`);
  return value;
}

function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw STORAGE_ERRORS.invalidKey(raw);
  }
}

/** The object's path in a URL, each segment encoded as Storage's own URLs have it. */
function encodePath(name: string): string {
  return name.split("/").map(encodeURIComponent).join("/");
}

/** What a database refusal means for Storage. */
function storageErrorOf(error: unknown, duplicate: () => StorageError): unknown {
  if (!isPgError(error)) return error;
  if (error.code === "42501") return STORAGE_ERRORS.accessDenied(error.message);
  if (error.code === "23505") return duplicate();
  if (error.code === "23503") return STORAGE_ERRORS.noSuchBucket();
  if (error.code === "22P02" || error.code === "23514") {
    return STORAGE_ERRORS.invalidRequest(error.message);
  }
  return error;
}

/**
 * The Storage API (`/storage/v1`) as @supabase/storage-js calls it: buckets, objects, signed
 * URLs. Metadata lives in storage.buckets and storage.objects and is written as the caller, so
 * the project's policies apply exactly as on a hosted project; bytes live in `blobs`.
 */
export class StorageHandler {
  constructor(
    private readonly db: LocalDatabase,
    private readonly blobs: BlobStore,
    private readonly options: StorageOptions,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, route: string): Promise<void> {
    try {
      await this.route(req, res, url, route);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        STORAGE_ERRORS.tooLarge().send(res);
        return;
      }
      if (error instanceof StorageError) {
        error.send(res);
        return;
      }
      throw error;
    }
  }

  private caller(req: IncomingMessage): Caller {
    const result = resolveCaller(req.headers, { requireApiKey: this.options.requireApiKey });
    if (result.ok) return result.caller;
    const { failure } = result;
    throw STORAGE_ERRORS.invalidJwt(
      failure.kind === "jwt"
        ? failure.error.message
        : failure.kind === "role"
          ? `role "${failure.role}" does not exist`
          : "Invalid API key",
    );
  }

  /** Runs `fn` as the caller, in one transaction, with the request's settings as PostgREST sets them. */
  private asCaller<T>(
    req: IncomingMessage,
    caller: Caller,
    fn: (tx: Sql) => Promise<T>,
  ): Promise<T> {
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
    );
    return this.db.run((pg) =>
      transactionAs(
        pg,
        caller,
        { method: req.method ?? "GET", path: req.url ?? "/", headers },
        this.options.searchPath,
        fn,
      ),
    );
  }

  private asOwner<T>(fn: (pg: Connection) => Promise<T>): Promise<T> {
    return this.db.run(fn);
  }

  private async route(req: IncomingMessage, res: ServerResponse, url: URL, route: string) {
    const method = req.method ?? "GET";
    const parts = route.split("/");
    const [head, second] = parts;

    if (head === "bucket") {
      const id = second === undefined ? undefined : decodePath(second);
      if (parts.length === 1 && method === "GET") return this.listBuckets(req, res, url);
      if (parts.length === 1 && method === "POST") return this.createBucket(req, res);
      if (id !== undefined && parts.length === 2) {
        if (method === "GET") return this.getBucket(req, res, id);
        if (method === "PUT") return this.updateBucket(req, res, id);
        if (method === "DELETE") return this.deleteBucket(req, res, id);
      }
      if (id !== undefined && parts.length === 3 && parts[2] === "empty" && method === "POST") {
        return this.emptyBucket(req, res, id);
      }
    }

    if (head === "object") {
      const rest = parts.slice(1);
      const [kind] = rest;
      if (kind === "list" && rest.length === 2 && method === "POST") {
        return this.list(req, res, decodePath(rest[1]!));
      }
      if (kind === "move" && rest.length === 1 && method === "POST") return this.move(req, res);
      if (kind === "copy" && rest.length === 1 && method === "POST") return this.copy(req, res);
      if (kind === "sign" && rest.length === 2 && method === "POST") {
        return this.signMany(req, res, decodePath(rest[1]!));
      }
      if (kind === "sign" && rest.length > 2) {
        const [bucket, name] = this.target(rest.slice(1));
        if (method === "POST") return this.sign(req, res, bucket, name);
        if (method === "GET" || method === "HEAD")
          return this.getSigned(req, res, url, bucket, name);
      }
      if (kind === "upload" && rest[1] === "sign" && rest.length > 3) {
        const [bucket, name] = this.target(rest.slice(2));
        if (method === "POST") return this.signUpload(req, res, bucket, name);
        if (method === "PUT") return this.uploadSigned(req, res, url, bucket, name);
      }
      if (kind === "info" && rest.length > 2) {
        const publicRoute = rest[1] === "public";
        const scoped = rest[1] === "public" || rest[1] === "authenticated";
        const [bucket, name] = this.target(rest.slice(scoped ? 2 : 1));
        if (method === "GET") return this.info(req, res, bucket, name, publicRoute);
      }
      if ((kind === "public" || kind === "authenticated") && rest.length > 2) {
        const [bucket, name] = this.target(rest.slice(1));
        if (method === "GET" || method === "HEAD") {
          return this.download(req, res, url, bucket, name, kind === "public");
        }
      }
      if (rest.length === 1 && method === "DELETE") {
        return this.removeMany(req, res, decodePath(rest[0]!));
      }
      if (rest.length > 1) {
        const [bucket, name] = this.target(rest);
        if (method === "POST") return this.upload(req, res, bucket, name, "create");
        if (method === "PUT") return this.upload(req, res, bucket, name, "update");
        if (method === "GET" || method === "HEAD") {
          return this.download(req, res, url, bucket, name, false);
        }
        if (method === "DELETE") return this.removeOne(req, res, bucket, name);
      }
    }
    throw STORAGE_ERRORS.notFoundRoute(method, route);
  }

  /** The bucket and object name a route's segments address. */
  private target(segments: readonly string[]): [string, string] {
    const bucket = mustBeValidBucketName(decodePath(segments[0] ?? ""));
    return [bucket, mustBeValidKey(decodePath(segments.slice(1).join("/")))];
  }

  private async bucketOrFail(id: string): Promise<BucketRow> {
    const { rows } = await this.asOwner((pg) =>
      pg.query<BucketRow>(
        "select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
        [id],
      ),
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
    return rows[0];
  }

  // Buckets ---------------------------------------------------------------------------------

  private async listBuckets(req: IncomingMessage, res: ServerResponse, url: URL) {
    const caller = this.caller(req);
    const limit = Number(url.searchParams.get("limit") ?? "") || null;
    const offset = Number(url.searchParams.get("offset") ?? "") || 0;
    const search = url.searchParams.get("search") ?? "";
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query(
        `select * from storage.buckets where name ilike '%' || $1 || '%'
         order by name limit $2 offset $3`,
        [search, limit, offset],
      ),
    );
    sendJson(res, 200, rows);
  }

  private async getBucket(req: IncomingMessage, res: ServerResponse, id: string) {
    const caller = this.caller(req);
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query("select * from storage.buckets where id = $1", [id]),
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
    sendJson(res, 200, rows[0]);
  }

  private async createBucket(req: IncomingMessage, res: ServerResponse) {
    const caller = this.caller(req);
    const body = json(await readBodyBytes(req));
    const name = mustBeValidBucketName(body.name ?? body.id);
    const id = mustBeValidBucketName(body.id ?? name);
    const sizeLimit = parseSizeLimit(body.file_size_limit);
    const mimeTypes = this.mimeTypes(body.allowed_mime_types);
    const owner = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
    await this.asCaller(req, caller, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner_id)
         values ($1, $2, $3, $4, ${MIME_TYPES_PARAM(5)}, $6)`,
        [id, name, body.public === true, sizeLimit, JSON.stringify(mimeTypes), owner],
      ),
    ).catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.bucketExists);
    });
    sendJson(res, 200, { name });
  }

  private mimeTypes(value: unknown): string[] | null {
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value) || !value.every((type) => typeof type === "string")) {
      throw STORAGE_ERRORS.invalidRequest("allowed_mime_types must be a list of strings");
    }
    return value as string[];
  }

  private async updateBucket(req: IncomingMessage, res: ServerResponse, id: string) {
    const caller = this.caller(req);
    const body = json(await readBodyBytes(req));
    const changes: Record<string, unknown> = {};
    if ("public" in body) changes.public = body.public === true;
    if ("file_size_limit" in body) changes.file_size_limit = parseSizeLimit(body.file_size_limit);
    if ("allowed_mime_types" in body) {
      changes.allowed_mime_types = JSON.stringify(this.mimeTypes(body.allowed_mime_types));
    }
    const columns = Object.keys(changes);
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query(
        `update storage.buckets set updated_at = now()${columns
          .map(
            (column, i) =>
              `, ${column} = ${column === "allowed_mime_types" ? MIME_TYPES_PARAM(i + 2) : `$${i + 2}`}`,
          )
          .join("")} where id = $1 returning id`,
        [id, ...columns.map((column) => changes[column])],
      ),
    ).catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.bucketExists);
    });
    if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
    sendJson(res, 200, { message: "Successfully updated" });
  }

  private async emptyBucket(req: IncomingMessage, res: ServerResponse, id: string) {
    const caller = this.caller(req);
    await this.bucketOrFail(id);
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query<{ version: string | null }>(
        "delete from storage.objects where bucket_id = $1 returning version",
        [id],
      ),
    ).catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
    });
    await this.blobs.remove(rows.map((row) => row.version));
    sendJson(res, 200, { message: "Successfully emptied" });
  }

  private async deleteBucket(req: IncomingMessage, res: ServerResponse, id: string) {
    const caller = this.caller(req);
    const { rows: objects } = await this.asOwner((pg) =>
      pg.query("select 1 from storage.objects where bucket_id = $1 limit 1", [id]),
    );
    if (objects.length > 0) throw STORAGE_ERRORS.bucketNotEmpty();
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query("delete from storage.buckets where id = $1 returning id", [id]),
    ).catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.bucketNotEmpty);
    });
    if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
    sendJson(res, 200, { message: "Successfully deleted" });
  }

  // Uploads ---------------------------------------------------------------------------------

  /** The bytes, type and cache control of an upload: a raw body, or a multipart form's file. */
  private async uploadBody(
    req: IncomingMessage,
    limit: number,
  ): Promise<{ bytes: Buffer; type: string; cacheControl: string; userMetadata: unknown }> {
    const raw = await readBodyBytes(req, limit);
    const contentType = headerValue(req, "content-type") ?? "";
    const cacheHeader = headerValue(req, "cache-control");
    if (contentType.toLowerCase().startsWith("multipart/form-data")) {
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
        cacheControl: `max-age=${typeof cacheControl === "string" ? cacheControl : "3600"}`,
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

  private async upload(
    req: IncomingMessage,
    res: ServerResponse,
    bucketId: string,
    name: string,
    mode: "create" | "update",
    signedOwner?: { owner: string | null; upsert: boolean },
  ) {
    const caller = signedOwner ? null : this.caller(req);
    const bucket = await this.bucketOrFail(bucketId);
    const bucketLimit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
    const limit = Math.min(this.options.uploadLimit, bucketLimit ?? Infinity);
    const upload = await this.uploadBody(req, limit);
    if (upload.bytes.length > limit) throw STORAGE_ERRORS.tooLarge();
    if (!isAllowedMimeType(upload.type, bucket.allowed_mime_types)) {
      throw STORAGE_ERRORS.mimeType(upload.type);
    }
    const upsert = signedOwner ? signedOwner.upsert : headerValue(req, "x-upsert") === "true";
    const owner = signedOwner
      ? signedOwner.owner
      : ((caller?.claims.sub as string | undefined) ?? null);
    const version = await this.blobs.write(upload.bytes);
    const metadata: ObjectMetadata = {
      eTag: `"${createHash("md5").update(upload.bytes).digest("hex")}"`,
      size: upload.bytes.length,
      mimetype: upload.type,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: upload.bytes.length,
      httpStatusCode: 200,
    };
    const params = [
      bucketId,
      name,
      owner,
      ownerUuid(owner),
      JSON.stringify(metadata),
      version,
      JSON.stringify(upload.userMetadata),
    ];
    const write = async (tx: Sql) => {
      const previous = await tx.query<{ version: string | null }>(
        "select version from storage.objects where bucket_id = $1 and name = $2",
        [bucketId, name],
      );
      if (mode === "update") {
        const { rows } = await tx.query<{ id: string }>(
          `update storage.objects set owner_id = $3, owner = $4::uuid, metadata = $5::jsonb,
             version = $6, user_metadata = $7::jsonb, updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          params,
        );
        if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
        return { id: rows[0].id, replaced: previous.rows[0]?.version };
      }
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner_id, owner, metadata, version, user_metadata)
         values ($1, $2, $3, $4::uuid, $5::jsonb, $6, $7::jsonb)
         ${
           upsert
             ? `on conflict (bucket_id, name) do update set owner_id = excluded.owner_id,
                  owner = excluded.owner, metadata = excluded.metadata, version = excluded.version,
                  user_metadata = excluded.user_metadata, updated_at = now(), last_accessed_at = now()`
             : ""
         }
         returning id`,
        params,
      );
      return { id: rows[0]!.id, replaced: previous.rows[0]?.version };
    };
    let written: { id: string; replaced: string | null | undefined };
    try {
      written = caller
        ? await this.asCaller(req, caller, write)
        : await this.asOwner((pg) => pg.transaction(write));
    } catch (error) {
      await this.blobs.remove([version]);
      throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
    }
    if (written.replaced && written.replaced !== version)
      await this.blobs.remove([written.replaced]);
    sendJson(res, 200, { Id: written.id, Key: `${bucketId}/${name}` });
  }

  // Reads -----------------------------------------------------------------------------------

  private async findObject(
    req: IncomingMessage,
    reader: Reader,
    bucket: string,
    name: string,
  ): Promise<ObjectRow> {
    const query = (tx: Sql) =>
      tx.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucket, name],
      );
    const { rows } =
      reader.as === "caller"
        ? await this.asCaller(req, reader.caller, query)
        : await this.asOwner(query);
    if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
    return rows[0];
  }

  /** Public buckets are read past RLS, as Storage does; any other read is the caller's. */
  private async readerFor(
    req: IncomingMessage,
    bucketId: string,
    publicRoute: boolean,
  ): Promise<Reader> {
    const bucket = await this.bucketOrFail(bucketId);
    if (publicRoute) {
      if (!bucket.public) throw STORAGE_ERRORS.noSuchBucket();
      return { as: "owner" };
    }
    const caller = this.caller(req);
    return bucket.public ? { as: "owner" } : { as: "caller", caller };
  }

  private async download(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
    name: string,
    publicRoute: boolean,
  ) {
    const reader = await this.readerFor(req, bucket, publicRoute);
    const object = await this.findObject(req, reader, bucket, name);
    await this.serve(req, res, url, object);
  }

  private async serve(req: IncomingMessage, res: ServerResponse, url: URL, object: ObjectRow) {
    const size = object.version ? await this.blobs.size(object.version) : null;
    if (size === null || !object.version) throw STORAGE_ERRORS.noSuchKey();
    const metadata = object.metadata;
    const etag = metadata?.eTag ?? `"${object.version}"`;
    const headers: Record<string, string> = {
      "Content-Type": metadata?.mimetype ?? "application/octet-stream",
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
    const stream = this.blobs.read(object.version, range);
    stream.on("error", () => res.destroy());
    stream.pipe(res);
  }

  private async info(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
    publicRoute: boolean,
  ) {
    const reader = await this.readerFor(req, bucket, publicRoute);
    const object = await this.findObject(req, reader, bucket, name);
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

  private async list(req: IncomingMessage, res: ServerResponse, bucketId: string) {
    const caller = this.caller(req);
    await this.bucketOrFail(bucketId);
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
    const { rows } = await this.asCaller(req, caller, (tx) =>
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
      if (entry === "" || (search && !entry.toLowerCase().includes(search))) continue;
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
    const sorted = [...entries.values()].sort((a, b) => {
      const left = String(a[column] ?? "");
      const right = String(b[column] ?? "");
      const order = left < right ? -1 : left > right ? 1 : 0;
      return descending ? -order : order;
    });
    sendJson(res, 200, sorted.slice(offset, offset + limit));
  }

  // Changes ---------------------------------------------------------------------------------

  private async move(req: IncomingMessage, res: ServerResponse) {
    const caller = this.caller(req);
    const body = json(await readBodyBytes(req));
    const from = mustBeValidBucketName(text(body.bucketId, "bucketId"));
    const to = mustBeValidBucketName(body.destinationBucket ?? from);
    const source = mustBeValidKey(text(body.sourceKey, "sourceKey"));
    const destination = mustBeValidKey(text(body.destinationKey, "destinationKey"));
    await this.bucketOrFail(to);
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [from, source, to, destination],
      ),
    ).catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
    });
    if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
    sendJson(res, 200, { message: "Successfully moved" });
  }

  private async copy(req: IncomingMessage, res: ServerResponse) {
    const caller = this.caller(req);
    const body = json(await readBodyBytes(req));
    const from = mustBeValidBucketName(text(body.bucketId, "bucketId"));
    const to = mustBeValidBucketName(body.destinationBucket ?? from);
    const source = mustBeValidKey(text(body.sourceKey, "sourceKey"));
    const destination = mustBeValidKey(text(body.destinationKey, "destinationKey"));
    await this.bucketOrFail(to);
    const original = await this.findObject(req, { as: "caller", caller }, from, source);
    if (!original.version) throw STORAGE_ERRORS.noSuchKey();
    const version = await this.blobs.copy(original.version);
    const owner = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
    const upsert = headerValue(req, "x-upsert") === "true";
    try {
      const { rows } = await this.asCaller(req, caller, (tx) =>
        tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner_id, owner, metadata, version, user_metadata)
           values ($1, $2, $3, $4::uuid, $5::jsonb, $6, $7::jsonb)
           ${upsert ? "on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version, updated_at = now()" : ""}
           returning id`,
          [
            to,
            destination,
            owner,
            ownerUuid(owner),
            JSON.stringify(original.metadata),
            version,
            JSON.stringify(original.user_metadata ?? null),
          ],
        ),
      );
      sendJson(res, 200, { Id: rows[0]!.id, Key: `${to}/${destination}` });
    } catch (error) {
      await this.blobs.remove([version]);
      throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
    }
  }

  private async removeOne(req: IncomingMessage, res: ServerResponse, bucket: string, name: string) {
    const caller = this.caller(req);
    await this.bucketOrFail(bucket);
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query<{ version: string | null }>(
        "delete from storage.objects where bucket_id = $1 and name = $2 returning version",
        [bucket, name],
      ),
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchKey();
    await this.blobs.remove(rows.map((row) => row.version));
    sendJson(res, 200, { message: "Successfully deleted" });
  }

  private async removeMany(req: IncomingMessage, res: ServerResponse, bucket: string) {
    const caller = this.caller(req);
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
    await this.bucketOrFail(bucket);
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query<ObjectRow>(
        `delete from storage.objects
         where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))
         returning ${OBJECT_COLUMNS}`,
        [bucket, JSON.stringify(prefixes)],
      ),
    );
    await this.blobs.remove(rows.map((row) => row.version));
    sendJson(res, 200, rows);
  }

  // Signed URLs -----------------------------------------------------------------------------

  private expiresIn(body: Record<string, unknown>): number {
    const seconds = Number(body.expiresIn);
    if (!Number.isFinite(seconds) || seconds < 1) {
      throw STORAGE_ERRORS.invalidRequest("body/expiresIn must be >= 1");
    }
    return Math.floor(seconds);
  }

  private signedUrl(bucket: string, name: string, seconds: number): string {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ url: `${bucket}/${name}`, iat: now, exp: now + seconds }, JWT_SECRET);
    return `/object/sign/${encodeURIComponent(bucket)}/${encodePath(name)}?token=${token}`;
  }

  private async sign(req: IncomingMessage, res: ServerResponse, bucket: string, name: string) {
    const caller = this.caller(req);
    const seconds = this.expiresIn(json(await readBodyBytes(req)));
    await this.bucketOrFail(bucket);
    await this.findObject(req, { as: "caller", caller }, bucket, name);
    sendJson(res, 200, { signedURL: this.signedUrl(bucket, name, seconds) });
  }

  private async signMany(req: IncomingMessage, res: ServerResponse, bucket: string) {
    const caller = this.caller(req);
    mustBeValidBucketName(bucket);
    const body = json(await readBodyBytes(req));
    const seconds = this.expiresIn(body);
    const paths = body.paths;
    if (!Array.isArray(paths) || !paths.every((name) => typeof name === "string")) {
      throw STORAGE_ERRORS.invalidRequest("body must have required property 'paths'");
    }
    await this.bucketOrFail(bucket);
    const { rows } = await this.asCaller(req, caller, (tx) =>
      tx.query<{ name: string }>(
        `select name from storage.objects
         where bucket_id = $1 and name in (select jsonb_array_elements_text($2::jsonb))`,
        [bucket, JSON.stringify(paths)],
      ),
    );
    const found = new Set(rows.map((row) => row.name));
    sendJson(
      res,
      200,
      (paths as string[]).map((name) =>
        found.has(name)
          ? { error: null, path: name, signedURL: this.signedUrl(bucket, name, seconds) }
          : {
              error: "Either the object does not exist or you do not have access to it",
              path: name,
              signedURL: null,
            },
      ),
    );
  }

  private verifyToken(url: URL): Record<string, unknown> {
    const token = url.searchParams.get("token");
    if (!token)
      throw STORAGE_ERRORS.invalidRequest("querystring must have required property 'token'");
    try {
      return verifyJwt(token, JWT_SECRET);
    } catch (error) {
      if (error instanceof JwtError && /expired/i.test(error.message))
        throw STORAGE_ERRORS.expired();
      throw STORAGE_ERRORS.invalidSignature();
    }
  }

  private async getSigned(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
    name: string,
  ) {
    const claims = this.verifyToken(url);
    if (claims.url !== `${bucket}/${name}`) throw STORAGE_ERRORS.invalidSignature();
    const object = await this.findObject(req, { as: "owner" }, bucket, name);
    await this.serve(req, res, url, object);
  }

  private async signUpload(
    req: IncomingMessage,
    res: ServerResponse,
    bucket: string,
    name: string,
  ) {
    const caller = this.caller(req);
    await this.bucketOrFail(bucket);
    const upsert = headerValue(req, "x-upsert") === "true";
    const owner = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
    // Only someone who may add the object gets a URL to add it: the insert is tried, then undone.
    await this.asCaller(req, caller, async (tx) => {
      await tx.query("savepoint can_insert");
      await tx.query(
        "insert into storage.objects (bucket_id, name, owner_id, owner) values ($1, $2, $3, $4::uuid)",
        [bucket, name, owner, ownerUuid(owner)],
      );
      await tx.query("rollback to savepoint can_insert");
    }).catch((error: unknown) => {
      if (isPgError(error) && error.code === "23505" && upsert) return;
      throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
    });
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { owner, url: `${bucket}/${name}`, upsert, iat: now, exp: now + 2 * 60 * 60 },
      JWT_SECRET,
    );
    sendJson(res, 200, {
      url: `/object/upload/sign/${encodeURIComponent(bucket)}/${encodePath(name)}?token=${token}`,
      token,
    });
  }

  private async uploadSigned(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    bucket: string,
    name: string,
  ) {
    const claims = this.verifyToken(url);
    if (claims.url !== `${bucket}/${name}`) throw STORAGE_ERRORS.invalidSignature();
    await this.upload(req, res, bucket, name, "create", {
      owner: typeof claims.owner === "string" ? claims.owner : null,
      upsert: claims.upsert === true,
    });
  }
}

/** A text[] parameter sent as JSON (null stays null). */
const MIME_TYPES_PARAM = (n: number) =>
  `(case when $${n}::jsonb = 'null'::jsonb then null else array(select jsonb_array_elements_text($${n}::jsonb)) end)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner column is a uuid; a caller whose subject is not one owns by owner_id only. */
function ownerUuid(owner: string | null): string | null {
  return owner && UUID.test(owner) ? owner : null;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
