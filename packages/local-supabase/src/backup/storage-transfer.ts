import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { encodePath } from "../storage/context";

/** A Storage API and the key that reaches every bucket and object in it. */
export interface StorageApi {
  url: string;
  serviceKey: string;
}

export interface ExportedBucket {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface ExportedObject {
  bucket: string;
  name: string;
  contentType: string;
  cacheControl: string | null;
  size: number;
  userMetadata: unknown;
}

/** What an export holds besides the bytes, which lie at <bucket>/<name> beside it. */
export interface StorageManifest {
  buckets: ExportedBucket[];
  objects: ExportedObject[];
}

export const MANIFEST_FILE = "manifest.json";

/** Storage's list answers at most this many entries per call. */
const PAGE = 1000;

async function call(api: StorageApi, method: string, route: string, body?: unknown) {
  const response = await fetch(`${api.url}/storage/v1/${route}`, {
    method,
    headers: {
      apikey: api.serviceKey,
      Authorization: `Bearer ${api.serviceKey}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(
      `Storage answered ${response.status} to ${method} ${route}: ${await response.text()}`,
    );
  return response;
}

async function callJson<T>(api: StorageApi, method: string, route: string, body?: unknown) {
  return (await (await call(api, method, route, body)).json()) as T;
}

interface ListEntry {
  name: string;
  id: string | null;
}

/** Every object name in the bucket, folder by folder, as Storage lists them. */
async function objectNames(api: StorageApi, bucket: string, prefix = ""): Promise<string[]> {
  const names: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const entries = await callJson<ListEntry[]>(
      api,
      "POST",
      `object/list/${encodeURIComponent(bucket)}`,
      { prefix, limit: PAGE, offset, sortBy: { column: "name", order: "asc" } },
    );
    for (const entry of entries) {
      const name = `${prefix}${entry.name}`;
      if (entry.id === null) names.push(...(await objectNames(api, bucket, `${name}/`)));
      else names.push(name);
    }
    if (entries.length < PAGE) return names;
  }
}

/** Where an object's bytes lie in an export; a name that would leave its bucket's folder is refused. */
function fileOf(dir: string, bucket: string, name: string): string {
  const bucketDir = path.resolve(dir, bucket);
  const file = path.resolve(bucketDir, ...name.split("/"));
  if (!file.startsWith(`${bucketDir}${path.sep}`))
    throw new Error(`The object name ${bucket}/${name} cannot be a file path.`);
  return file;
}

interface ObjectInfo {
  content_type: string | null;
  cache_control: string | null;
  metadata: unknown;
}

/**
 * Copies every object of every bucket to DIR/<bucket>/<name>, with a manifest of the buckets'
 * settings and each object's content type, cache control and metadata.
 */
export async function exportStorage(api: StorageApi, dir: string): Promise<StorageManifest> {
  const manifest: StorageManifest = { buckets: [], objects: [] };
  const buckets = await callJson<ExportedBucket[]>(api, "GET", "bucket");
  for (const bucket of buckets) {
    manifest.buckets.push({
      id: bucket.id,
      name: bucket.name,
      public: bucket.public,
      file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
      allowed_mime_types: bucket.allowed_mime_types,
    });
    await mkdir(path.join(dir, bucket.id), { recursive: true });
    for (const name of await objectNames(api, bucket.id)) {
      const route = `${encodeURIComponent(bucket.id)}/${encodePath(name)}`;
      const info = await callJson<ObjectInfo>(api, "GET", `object/info/${route}`);
      const bytes = Buffer.from(await (await call(api, "GET", `object/${route}`)).arrayBuffer());
      const file = fileOf(dir, bucket.id, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      manifest.objects.push({
        bucket: bucket.id,
        name,
        contentType: info.content_type ?? "application/octet-stream",
        cacheControl: info.cache_control,
        size: bytes.length,
        userMetadata: info.metadata ?? null,
      });
    }
  }
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Uploads an export back: buckets it names that are missing are created with their settings,
 * and every object is written over whatever has its name, with its content type and metadata.
 */
export async function importStorage(api: StorageApi, dir: string): Promise<StorageManifest> {
  const manifest = JSON.parse(
    await readFile(path.join(dir, MANIFEST_FILE), "utf8"),
  ) as StorageManifest;
  const existing = new Set(
    (await callJson<{ id: string }[]>(api, "GET", "bucket")).map((bucket) => bucket.id),
  );
  for (const bucket of manifest.buckets) {
    if (existing.has(bucket.id)) continue;
    await call(api, "POST", "bucket", bucket);
  }
  for (const object of manifest.objects) {
    const bytes = await readFile(fileOf(dir, object.bucket, object.name));
    const headers: Record<string, string> = {
      apikey: api.serviceKey,
      Authorization: `Bearer ${api.serviceKey}`,
      "Content-Type": object.contentType,
      "x-upsert": "true",
    };
    if (object.cacheControl) headers["Cache-Control"] = object.cacheControl;
    if (object.userMetadata !== null && object.userMetadata !== undefined)
      headers["x-metadata"] = Buffer.from(JSON.stringify(object.userMetadata)).toString("base64");
    const route = `object/${encodeURIComponent(object.bucket)}/${encodePath(object.name)}`;
    const response = await fetch(`${api.url}/storage/v1/${route}`, {
      method: "POST",
      headers,
      body: bytes,
    });
    if (!response.ok)
      throw new Error(
        `Storage refused ${object.bucket}/${object.name} (${response.status}): ${await response.text()}`,
      );
  }
  return manifest;
}
