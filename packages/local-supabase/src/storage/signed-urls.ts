import type { IncomingMessage, ServerResponse } from "node:http";
import { JWT_SECRET } from "../config";
import { headerValue, readBodyBytes, sendJson } from "../http";
import { JwtError, signJwt, verifyJwt } from "../jwt";
import {
  encodePath,
  json,
  ownerOf,
  ownerUuid,
  type StorageContext,
  storageErrorOf,
} from "./context";
import { STORAGE_ERRORS } from "./errors";
import { mustBeValidBucketName } from "./keys";
import { sendRendered, type Transform, transformOf, transformParams } from "./images";
import { serve } from "./objects";
import { upload } from "./uploads";

// Signed URLs: a token signed with the project's JWT secret names one object; whoever holds it
// reads (or adds) that object, past RLS, until it expires.

function expiresIn(body: Record<string, unknown>): number {
  const seconds = Number(body.expiresIn);
  if (!Number.isFinite(seconds) || seconds < 1) {
    throw STORAGE_ERRORS.invalidRequest("body/expiresIn must be >= 1");
  }
  return Math.floor(seconds);
}

/**
 * A signed URL for one object; with a transformation, for that rendering of it (the token
 * carries the transformation, so the URL cannot be changed to another).
 */
function signedUrl(bucket: string, name: string, seconds: number, transform?: Transform): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { url: `${bucket}/${name}`, iat: now, exp: now + seconds };
  const token = signJwt(
    transform
      ? { ...claims, kind: "render", transformations: transformParams(transform).toString() }
      : { ...claims, kind: "download" },
    JWT_SECRET,
  );
  const route = transform ? "render/image/sign" : "object/sign";
  return `/${route}/${encodeURIComponent(bucket)}/${encodePath(name)}?token=${token}`;
}

/** A signed URL request's `transform` ({ width, height, resize, quality, format }), if any. */
function transformFrom(value: unknown): Transform | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw STORAGE_ERRORS.invalidRequest("body/transform must be object");
  }
  const params = new URLSearchParams();
  for (const [key, entry] of Object.entries(value)) {
    if (entry !== undefined && entry !== null) params.set(key, String(entry));
  }
  return transformOf(params);
}

export async function sign(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  name: string,
) {
  const caller = ctx.caller(req);
  const body = json(await readBodyBytes(req));
  const seconds = expiresIn(body);
  const transform = transformFrom(body.transform);
  await ctx.bucketOrFail(bucket);
  await ctx.findObject(req, { as: "caller", caller }, bucket, name);
  sendJson(res, 200, { signedURL: signedUrl(bucket, name, seconds, transform) });
}

export async function signMany(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
) {
  const caller = ctx.caller(req);
  mustBeValidBucketName(bucket);
  const body = json(await readBodyBytes(req));
  const seconds = expiresIn(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((name) => typeof name === "string")) {
    throw STORAGE_ERRORS.invalidRequest("body must have required property 'paths'");
  }
  await ctx.bucketOrFail(bucket);
  const { rows } = await ctx.asCaller(req, caller, (tx) =>
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
        ? { error: null, path: name, signedURL: signedUrl(bucket, name, seconds) }
        : {
            error: "Either the object does not exist or you do not have access to it",
            path: name,
            signedURL: null,
          },
    ),
  );
}

/**
 * The claims of a URL's token, if it was signed for this object and this use: a download token
 * uploads nothing, an upload token downloads nothing, a rendering's token gives no original.
 */
function verifyToken(
  url: URL,
  kind: "download" | "render" | "upload",
  bucket: string,
  name: string,
): Record<string, unknown> {
  const token = url.searchParams.get("token");
  if (!token) {
    throw STORAGE_ERRORS.invalidRequest("querystring must have required property 'token'");
  }
  let claims: Record<string, unknown>;
  try {
    claims = verifyJwt(token, JWT_SECRET);
  } catch (error) {
    if (error instanceof JwtError && /expired/i.test(error.message)) throw STORAGE_ERRORS.expired();
    throw STORAGE_ERRORS.invalidSignature();
  }
  if (claims.kind !== kind || claims.url !== `${bucket}/${name}`) {
    throw STORAGE_ERRORS.invalidSignature();
  }
  return claims;
}

export async function getSigned(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  name: string,
) {
  verifyToken(url, "download", bucket, name);
  const object = await ctx.findObject(req, { as: "owner" }, bucket, name);
  await serve(ctx, req, res, url, object);
}

/** A signed rendering: the transformation is the token's, whatever the URL's parameters say. */
export async function getSignedRendering(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  name: string,
) {
  const claims = verifyToken(url, "render", bucket, name);
  if (typeof claims.transformations !== "string") throw STORAGE_ERRORS.invalidSignature();
  const object = await ctx.findObject(req, { as: "owner" }, bucket, name);
  await sendRendered(
    ctx,
    req,
    res,
    object,
    transformOf(new URLSearchParams(claims.transformations)),
  );
}

export async function signUpload(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  name: string,
) {
  const caller = ctx.caller(req);
  await ctx.bucketOrFail(bucket);
  const upsert = headerValue(req, "x-upsert") === "true";
  const owner = ownerOf(caller);
  // Only someone who may write the object as asked gets a URL to write it: the write (an
  // insert, or with upsert an insert that may replace, which the update policy must allow) is
  // tried, then undone.
  await ctx
    .asCaller(req, caller, async (tx) => {
      await tx.query("savepoint can_write");
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner_id, owner) values ($1, $2, $3, $4::uuid)
         ${upsert ? "on conflict (bucket_id, name) do update set updated_at = now()" : ""}`,
        [bucket, name, owner, ownerUuid(owner)],
      );
      await tx.query("rollback to savepoint can_write");
    })
    .catch((error: unknown) => {
      throw storageErrorOf(error, STORAGE_ERRORS.keyExists);
    });
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt(
    { kind: "upload", owner, url: `${bucket}/${name}`, upsert, iat: now, exp: now + 2 * 60 * 60 },
    JWT_SECRET,
  );
  sendJson(res, 200, {
    url: `/object/upload/sign/${encodeURIComponent(bucket)}/${encodePath(name)}?token=${token}`,
    token,
  });
}

export async function uploadSigned(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
  name: string,
) {
  const claims = verifyToken(url, "upload", bucket, name);
  await upload(ctx, req, res, bucket, name, "create", {
    owner: typeof claims.owner === "string" ? claims.owner : null,
    upsert: claims.upsert === true,
  });
}
