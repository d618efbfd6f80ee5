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
  return renderedImageUrl(src, { width: String(width), quality: String(quality ?? 75) });
}

/** A public Storage object's address, rendered by the image endpoint with these parameters. */
export function renderedImageUrl(src: string, transform: Record<string, string>): string {
  const url = new URL(src.replace(PUBLIC_OBJECT, RENDERED_IMAGE));
  for (const [name, value] of Object.entries(transform)) url.searchParams.set(name, value);
  return url.toString();
}
