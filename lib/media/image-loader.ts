import type { ImageLoaderProps } from "next/image";

const PUBLIC_OBJECT = "/storage/v1/object/public/";
const RENDERED_IMAGE = "/storage/v1/render/image/public/";

/**
 * next/image's loader: each width of a Storage image is rendered by Storage's image
 * transformation endpoint (the same URL shape hosted and in the local backend), which sends WebP
 * to browsers that take it. Anything else (the site's own files) is served as it is.
 */
export default function supabaseImageLoader({ src, width, quality }: ImageLoaderProps): string {
  if (!src.includes(PUBLIC_OBJECT)) return src;
  const url = new URL(src.replace(PUBLIC_OBJECT, RENDERED_IMAGE));
  url.searchParams.set("width", String(width));
  url.searchParams.set("quality", String(quality ?? 75));
  return url.toString();
}
