import type { IncomingMessage, ServerResponse } from "node:http";
import type { LocalDatabase } from "../db";
import { BodyTooLargeError, ClientGoneError } from "../http";
import type { BlobStore } from "./blobs";
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from "./buckets";
import { decodePath, StorageContext, type StorageOptions } from "./context";
import { STORAGE_ERRORS, StorageError } from "./errors";
import { mustBeValidBucketName, mustBeValidKey } from "./keys";
import { copy, download, info, list, move, removeMany, removeOne, render } from "./objects";
import {
  getSigned,
  getSignedRendering,
  sign,
  signMany,
  signUpload,
  uploadSigned,
} from "./signed-urls";
import { AbandonedBytesSweeper, referencedIn } from "./sweep";
import { upload } from "./uploads";

export { DEFAULT_UPLOAD_LIMIT } from "./context";

/**
 * The Storage API (`/storage/v1`) as @supabase/storage-js calls it: buckets, objects, signed
 * URLs. Metadata lives in storage.buckets and storage.objects and is written as the caller, so
 * the project's policies apply exactly as on a hosted project; bytes live in `blobs`.
 */
export class StorageHandler {
  private readonly context: StorageContext;
  private readonly sweeper: AbandonedBytesSweeper;

  constructor(db: LocalDatabase, blobs: BlobStore, options: StorageOptions) {
    this.context = new StorageContext(db, blobs, options);
    this.sweeper = new AbandonedBytesSweeper(blobs, referencedIn(db));
  }

  async handle(req: IncomingMessage, res: ServerResponse, url: URL, route: string): Promise<void> {
    this.sweeper.poke();
    try {
      await this.route(req, res, url, route);
    } catch (error) {
      if (error instanceof ClientGoneError) {
        res.destroy();
        return;
      }
      if (error instanceof BodyTooLargeError) {
        // The connection stays open: closing it before the client has sent its whole body
        // loses the answer (the client sees a reset, not the 413). Node discards the rest.
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
  private async route(req: IncomingMessage, res: ServerResponse, url: URL, route: string) {
    const method = req.method ?? "GET";
    const parts = route.split("/");
    const [head, second] = parts;

    if (head === "bucket") {
      const id = second === undefined ? undefined : decodePath(second);
      if (parts.length === 1 && method === "GET") return listBuckets(this.context, req, res, url);
      if (parts.length === 1 && method === "POST") return createBucket(this.context, req, res);
      if (id !== undefined && parts.length === 2) {
        if (method === "GET") return getBucket(this.context, req, res, id);
        if (method === "PUT") return updateBucket(this.context, req, res, id);
        if (method === "DELETE") return deleteBucket(this.context, req, res, id);
      }
      if (id !== undefined && parts.length === 3 && parts[2] === "empty" && method === "POST") {
        return emptyBucket(this.context, req, res, id);
      }
    }

    if (head === "render" && second === "image" && parts.length > 4) {
      const [kind] = parts.slice(2);
      const [bucket, name] = this.target(parts.slice(3));
      if (method === "GET" || method === "HEAD") {
        if (kind === "sign") return getSignedRendering(this.context, req, res, url, bucket, name);
        if (kind === "public" || kind === "authenticated") {
          return render(this.context, req, res, url, bucket, name, kind === "public");
        }
      }
    }

    if (head === "object") {
      const rest = parts.slice(1);
      const [kind] = rest;
      if (kind === "list" && rest.length === 2 && method === "POST") {
        return list(this.context, req, res, decodePath(rest[1]!));
      }
      if (kind === "move" && rest.length === 1 && method === "POST")
        return move(this.context, req, res);
      if (kind === "copy" && rest.length === 1 && method === "POST")
        return copy(this.context, req, res);
      if (kind === "sign" && rest.length === 2 && method === "POST") {
        return signMany(this.context, req, res, decodePath(rest[1]!));
      }
      if (kind === "sign" && rest.length > 2) {
        const [bucket, name] = this.target(rest.slice(1));
        if (method === "POST") return sign(this.context, req, res, bucket, name);
        if (method === "GET" || method === "HEAD")
          return getSigned(this.context, req, res, url, bucket, name);
      }
      if (kind === "upload" && rest[1] === "sign" && rest.length > 3) {
        const [bucket, name] = this.target(rest.slice(2));
        if (method === "POST") return signUpload(this.context, req, res, bucket, name);
        if (method === "PUT") return uploadSigned(this.context, req, res, url, bucket, name);
      }
      if (kind === "info" && rest.length > 2) {
        const publicRoute = rest[1] === "public";
        const scoped = rest[1] === "public" || rest[1] === "authenticated";
        const [bucket, name] = this.target(rest.slice(scoped ? 2 : 1));
        if (method === "GET") return info(this.context, req, res, bucket, name, publicRoute);
      }
      if ((kind === "public" || kind === "authenticated") && rest.length > 2) {
        const [bucket, name] = this.target(rest.slice(1));
        if (method === "GET" || method === "HEAD") {
          return download(this.context, req, res, url, bucket, name, kind === "public");
        }
      }
      if (rest.length === 1 && method === "DELETE") {
        return removeMany(this.context, req, res, decodePath(rest[0]!));
      }
      if (rest.length > 1) {
        const [bucket, name] = this.target(rest);
        if (method === "POST") return upload(this.context, req, res, bucket, name, "create");
        if (method === "PUT") return upload(this.context, req, res, bucket, name, "update");
        if (method === "GET" || method === "HEAD") {
          return download(this.context, req, res, url, bucket, name, false);
        }
        if (method === "DELETE") return removeOne(this.context, req, res, bucket, name);
      }
    }
    throw STORAGE_ERRORS.notFoundRoute(method, route);
  }

  /** The bucket and object name a route's segments address. */
  private target(segments: readonly string[]): [string, string] {
    const bucket = mustBeValidBucketName(decodePath(segments[0] ?? ""));
    return [bucket, mustBeValidKey(decodePath(segments.slice(1).join("/")))];
  }
}
