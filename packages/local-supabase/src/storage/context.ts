import type { IncomingMessage } from "node:http";
import { type Caller, resolveCaller } from "../caller";
import { type Connection, isPgError, type LocalDatabase, type Sql, transactionAs } from "../db";
import type { BlobStore } from "./blobs";
import { STORAGE_ERRORS, type StorageError } from "./errors";
import { isAllowedMimeType } from "./keys";

/** The largest upload, as the CLI's `[storage] file_size_limit = "50MiB"`. */
export const DEFAULT_UPLOAD_LIMIT = 50 * 1024 * 1024;

export interface StorageOptions {
  requireApiKey: boolean;
  searchPath: readonly string[];
  uploadLimit: number;
}

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectRow {
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

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export const OBJECT_COLUMNS =
  "id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at";

/** How an object is read: as the caller (RLS decides), or past RLS (public buckets, signed URLs). */
export type Reader = { as: "caller"; caller: Caller } | { as: "owner" };

export function json(body: Buffer): Record<string, unknown> {
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

export function text(value: unknown, field: string): string {
  if (typeof value !== "string")
    throw STORAGE_ERRORS.invalidRequest(`body must have required property '${field}'`);
  return value;
}

export function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw STORAGE_ERRORS.invalidKey(raw);
  }
}

/** The object's path in a URL, each segment encoded as Storage's own URLs have it. */
export function encodePath(name: string): string {
  return name.split("/").map(encodeURIComponent).join("/");
}

/** What a database refusal means for Storage. */
export function storageErrorOf(error: unknown, duplicate: () => StorageError): unknown {
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
 * What every Storage route works with: who is calling, the database as the caller (so the
 * project's policies decide) or past RLS, the buckets and objects it reads that way, and the
 * bytes on disk.
 */
export class StorageContext {
  constructor(
    readonly db: LocalDatabase,
    readonly blobs: BlobStore,
    readonly options: StorageOptions,
  ) {}

  caller(req: IncomingMessage): Caller {
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
  asCaller<T>(req: IncomingMessage, caller: Caller, fn: (tx: Sql) => Promise<T>): Promise<T> {
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

  asOwner<T>(fn: (pg: Connection) => Promise<T>): Promise<T> {
    return this.db.run(fn);
  }

  async bucketOrFail(id: string): Promise<BucketRow> {
    const { rows } = await this.asOwner((pg) =>
      pg.query<BucketRow>(
        "select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
        [id],
      ),
    );
    if (!rows[0]) throw STORAGE_ERRORS.noSuchBucket();
    return rows[0];
  }

  async findObject(
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
  async readerFor(req: IncomingMessage, bucketId: string, publicRoute: boolean): Promise<Reader> {
    const bucket = await this.bucketOrFail(bucketId);
    if (publicRoute) {
      if (!bucket.public) throw STORAGE_ERRORS.noSuchBucket();
      return { as: "owner" };
    }
    const caller = this.caller(req);
    return bucket.public ? { as: "owner" } : { as: "caller", caller };
  }
}

/** Refuses an object its (destination) bucket would not take: too large, or of a refused type. */
export function mustFitBucket(bucket: BucketRow, metadata: ObjectMetadata | null): void {
  const limit = bucket.file_size_limit === null ? null : Number(bucket.file_size_limit);
  if (limit !== null && (metadata?.size ?? 0) > limit) throw STORAGE_ERRORS.tooLarge();
  const type = metadata?.mimetype ?? "application/octet-stream";
  if (!isAllowedMimeType(type, bucket.allowed_mime_types)) throw STORAGE_ERRORS.mimeType(type);
}

/** An object's row as an upload or a copy writes it. */
export interface ObjectWrite {
  bucket: string;
  name: string;
  owner: string | null;
  metadata: ObjectMetadata | null;
  version: string;
  userMetadata: unknown;
}

/**
 * Adds the object's row (with `upsert`, replacing one of that name) and says which version of
 * the bytes it replaced, to remove once the transaction has committed.
 */
export async function writeObjectRow(
  tx: Sql,
  object: ObjectWrite,
  upsert: boolean,
): Promise<{ id: string; replaced: string | null | undefined }> {
  const previous = await tx.query<{ version: string | null }>(
    "select version from storage.objects where bucket_id = $1 and name = $2",
    [object.bucket, object.name],
  );
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
    [
      object.bucket,
      object.name,
      object.owner,
      ownerUuid(object.owner),
      JSON.stringify(object.metadata),
      object.version,
      JSON.stringify(object.userMetadata ?? null),
    ],
  );
  return { id: rows[0]!.id, replaced: previous.rows[0]?.version };
}

/** A text[] parameter sent as JSON (null stays null). */
export const MIME_TYPES_PARAM = (n: number) =>
  `(case when $${n}::jsonb = 'null'::jsonb then null else array(select jsonb_array_elements_text($${n}::jsonb)) end)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who owns what the caller writes: their JWT's subject, if it has one. */
export function ownerOf(caller: Caller | null): string | null {
  return typeof caller?.claims.sub === "string" ? caller.claims.sub : null;
}

/** The owner column is a uuid; a caller whose subject is not one owns by owner_id only. */
export function ownerUuid(owner: string | null): string | null {
  return owner && UUID.test(owner) ? owner : null;
}

export function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
