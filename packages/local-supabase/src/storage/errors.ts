import type { ServerResponse } from "node:http";
import { sendJson } from "../http";

/**
 * An error as Supabase Storage answers it: the HTTP status is 400 for anything the caller got
 * wrong (500 for the server's own failures), and the body's statusCode names the kind (404,
 * 409, 413...), which @supabase/storage-js reports.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
    /** The HTTP status when it is not Storage's usual 400 (an unknown route is a real 404). */
    readonly httpStatus?: number,
  ) {
    super(message);
  }

  send(res: ServerResponse): void {
    sendJson(res, this.httpStatus ?? (this.statusCode >= 500 ? 500 : 400), {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    });
  }
}

export const STORAGE_ERRORS = {
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError(404, "NoSuchKey", "Object not found", "not_found"),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  keyExists: () =>
    new StorageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  bucketExists: () =>
    new StorageError(409, "BucketAlreadyExists", "The resource already exists", "Duplicate"),
  bucketNotEmpty: () =>
    new StorageError(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  tooLarge: () =>
    new StorageError(
      413,
      "EntityTooLarge",
      "The object exceeded the maximum allowed size",
      "Payload too large",
    ),
  mimeType: (type: string) =>
    new StorageError(
      415,
      "InvalidMimeType",
      `mime type ${type} is not supported`,
      "invalid_mime_type",
    ),
  accessDenied: (message: string) => new StorageError(403, "AccessDenied", message, "Unauthorized"),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", message),
  invalidSignature: () => new StorageError(400, "InvalidSignature", "Invalid signature"),
  expired: () => new StorageError(400, "ExpiredToken", "The provided token has expired."),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", message),
  invalidRange: () =>
    new StorageError(400, "InvalidRange", "invalid range provided", "invalid_range"),
  noContent: () => new StorageError(400, "InvalidRequest", "No content provided"),
  notFoundRoute: (method: string, route: string) =>
    new StorageError(404, "NotFound", `Route ${method}:/${route} not found`, "Not Found", 404),
};
