/**
 * What the media library takes: the site-media bucket's formats and size limit
 * (supabase/migrations/…_site_media.sql), checked in the browser before an upload starts so an
 * editor hears why at once, and again by the bucket, by the server reading the stored file's
 * first bytes (file-signature.ts), and by the media table.
 */
export const MEDIA_BUCKET = "site-media";

/** Where editors manage the library. */
export const MEDIA_LIBRARY_PATH = "/admin/media";

export const MEDIA_TYPES = {
  "image/avif": "avif",
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
} as const;

export type MediaType = keyof typeof MEDIA_TYPES;

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_MAX_SIDE = 10_000;
export const ALT_MAX = 300;

export function isMediaType(value: string): value is MediaType {
  return Object.hasOwn(MEDIA_TYPES, value);
}

/** The media table's rule for object names: the form mediaPath gives them. */
export const MEDIA_PATH_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}\.(avif|webp|png|jpg)$/;

/** An image's object name: its own folder, and a fresh name per version so no cache serves an old one. */
export function mediaPath(imageId: string, versionId: string, type: MediaType): string {
  return `${imageId}/${versionId}.${MEDIA_TYPES[type]}`;
}

/** A focal point coordinate, 0–1, from anything a form or a request sends. */
export function focalCoordinate(value: unknown): number | null {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 && number <= 1
    ? Math.round(number * 1000) / 1000
    : null;
}

/** CSS object-position for a focal point: a crop by object-cover keeps it in frame. */
export function focalPosition(point: { focalX: number; focalY: number }): string {
  return `${point.focalX * 100}% ${point.focalY * 100}%`;
}
