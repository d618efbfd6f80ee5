import { STORAGE_ERRORS } from "./errors";

// Storage's own rules: S3-safe characters only (so no unicode), hyphen last to stay literal.
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;

/** An object's name, refused as Storage refuses it; `..` segments never reach the disk. */
export function mustBeValidKey(key: string): string {
  const segments = key.split("/");
  if (
    key.length === 0 ||
    key.length > 1024 ||
    !VALID_OBJECT_KEY.test(key) ||
    key.startsWith("/") ||
    segments.some((segment) => segment === ".." || segment === ".")
  ) {
    throw STORAGE_ERRORS.invalidKey(key);
  }
  return key;
}

export function mustBeValidBucketName(name: unknown): string {
  if (
    typeof name !== "string" ||
    name.length === 0 ||
    name.length > 100 ||
    !VALID_BUCKET_NAME.test(name)
  ) {
    throw STORAGE_ERRORS.invalidBucketName();
  }
  return name;
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** A size in bytes: a whole number, or text such as "20MB" or "50MiB"; undefined if neither. */
export function bytesOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? value : undefined;
  const match =
    typeof value === "string" ? /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b|b)?\s*$/i.exec(value) : null;
  return match ? Math.floor(Number(match[1]) * UNITS[(match[2] ?? "b").toLowerCase()]!) : undefined;
}

/** A bucket's file_size_limit as Storage takes it; none when empty. */
export function parseSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const bytes = bytesOf(value);
  if (bytes === undefined) {
    throw STORAGE_ERRORS.invalidRequest(
      "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B",
    );
  }
  return bytes;
}

/** Whether a content type is among a bucket's allowed ones (`image/*` style wildcards too). */
export function isAllowedMimeType(type: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const base = type.split(";")[0]!.trim().toLowerCase();
  return allowed.some((pattern) => {
    const wanted = pattern.trim().toLowerCase();
    return wanted.endsWith("/*") ? base.startsWith(wanted.slice(0, -1)) : base === wanted;
  });
}
