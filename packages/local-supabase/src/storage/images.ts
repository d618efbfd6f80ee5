import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import sharp, { type Sharp } from "sharp";
import { headerValue } from "../http";
import type { ObjectRow, StorageContext } from "./context";
import { STORAGE_ERRORS } from "./errors";

/** Storage's image transformations: the URL parameters of `render/image`, within its limits. */
export interface Transform {
  width?: number;
  height?: number;
  resize: "cover" | "contain" | "fill";
  quality: number;
  format?: "origin" | "avif" | "webp";
  /** A focal point (gravity=fp), 0–1 from the left and the top: a crop keeps it in frame. */
  focus?: { x: number; y: number };
}

const SIZE = { min: 1, max: 2500 };
const DEFAULT_QUALITY = 80;

function whole(value: string | null, name: string, min: number, max: number): number | undefined {
  if (value === null || value === "") return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw STORAGE_ERRORS.invalidRequest(`querystring/${name} must be integer`);
  }
  if (number === 0) return undefined;
  return Math.min(Math.max(number, min), max);
}

function fraction(value: string | null, name: string): number {
  const number = Number(value);
  if (value === null || !Number.isFinite(number) || number < 0 || number > 1) {
    throw STORAGE_ERRORS.invalidRequest(`querystring/${name} must be between 0 and 1`);
  }
  return number;
}

/** The transformation a request asks for; a value Storage would refuse gets its 400. */
export function transformOf(params: URLSearchParams): Transform {
  const resize = params.get("resize") ?? "cover";
  if (resize !== "cover" && resize !== "contain" && resize !== "fill") {
    throw STORAGE_ERRORS.invalidRequest(
      "querystring/resize must be equal to one of the allowed values",
    );
  }
  const format = params.get("format") ?? undefined;
  if (format !== undefined && format !== "origin" && format !== "avif" && format !== "webp") {
    throw STORAGE_ERRORS.invalidRequest(
      "querystring/format must be equal to one of the allowed values",
    );
  }
  const quality = params.get("quality");
  const qualityNumber = quality === null ? DEFAULT_QUALITY : Number(quality);
  if (!Number.isInteger(qualityNumber) || qualityNumber < 20 || qualityNumber > 100) {
    throw STORAGE_ERRORS.invalidRequest("querystring/quality must be >= 20 and <= 100");
  }
  const gravity = params.get("gravity");
  return {
    width: whole(params.get("width"), "width", SIZE.min, SIZE.max),
    height: whole(params.get("height"), "height", SIZE.min, SIZE.max),
    resize,
    quality: qualityNumber,
    format,
    focus:
      gravity === "fp"
        ? {
            x: fraction(params.get("x_offset"), "x_offset"),
            y: fraction(params.get("y_offset"), "y_offset"),
          }
        : undefined,
  };
}

/** The transformation as the parameters of a URL, e.g. inside a signed URL's token. */
export function transformParams(transform: Transform): URLSearchParams {
  const params = new URLSearchParams();
  if (transform.width) params.set("width", String(transform.width));
  if (transform.height) params.set("height", String(transform.height));
  params.set("resize", transform.resize);
  params.set("quality", String(transform.quality));
  if (transform.format) params.set("format", transform.format);
  if (transform.focus) {
    params.set("gravity", "fp");
    params.set("x_offset", String(transform.focus.x));
    params.set("y_offset", String(transform.focus.y));
  }
  return params;
}

/** What to send: the format asked for, else WebP for a browser that takes it, as hosted does. */
function outputFormat(transform: Transform, accept: string): "avif" | "webp" | undefined {
  if (transform.format === "avif" || transform.format === "webp") return transform.format;
  if (transform.format === "origin") return undefined;
  return /image\/webp/i.test(accept) ? "webp" : undefined;
}

/**
 * Scales the image to cover width × height and crops around the focal point rather than the
 * centre, in one pipeline. Sizes are those after EXIF rotation, as the crop sees the image.
 */
async function coverAround(
  source: Buffer,
  width: number,
  height: number,
  focus: { x: number; y: number },
): Promise<Sharp> {
  const { autoOrient } = await sharp(source, INPUT).metadata();
  const scale = Math.max(width / autoOrient.width, height / autoOrient.height);
  const scaledWidth = Math.max(width, Math.round(autoOrient.width * scale));
  const scaledHeight = Math.max(height, Math.round(autoOrient.height * scale));
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  return sharp(source, INPUT)
    .rotate()
    .resize(scaledWidth, scaledHeight, { fit: "fill" })
    .extract({
      left: clamp(focus.x * scaledWidth - width / 2, scaledWidth - width),
      top: clamp(focus.y * scaledHeight - height / 2, scaledHeight - height),
      width,
      height,
    });
}

const FITS = { cover: "cover", contain: "inside", fill: "fill" } as const;

/**
 * Hosted Storage's limit on a source image (50 megapixels): a small file can decode to
 * gigabytes, and the public route renders for anyone.
 */
const INPUT = { failOn: "error", limitInputPixels: 50_000_000 } as const;

/**
 * Rendered images by source version and transformation, the least recently used dropped first
 * once they pass 64 MB: a page asks for the same few often.
 */
const rendered = new Map<string, { bytes: Buffer; type: string }>();
const RENDERED_BYTES = 64 * 1024 * 1024;
let renderedBytes = 0;

function remember(key: string, result: { bytes: Buffer; type: string }): void {
  if (result.bytes.length > RENDERED_BYTES / 8) return;
  rendered.set(key, result);
  renderedBytes += result.bytes.length;
  for (const [oldest, entry] of rendered) {
    if (renderedBytes <= RENDERED_BYTES) break;
    rendered.delete(oldest);
    renderedBytes -= entry.bytes.length;
  }
}

function recall(key: string): { bytes: Buffer; type: string } | undefined {
  const result = rendered.get(key);
  if (result) {
    rendered.delete(key);
    rendered.set(key, result);
  }
  return result;
}

async function renderBytes(
  source: Buffer,
  transform: Transform,
  format: "avif" | "webp" | undefined,
): Promise<{ bytes: Buffer; type: string }> {
  let image = sharp(source, INPUT).rotate();
  const { width, height } = transform;
  if (width && height && transform.resize === "cover" && transform.focus) {
    image = await coverAround(source, width, height, transform.focus);
  } else if (width || height) {
    image = image.resize(width, height, {
      fit: FITS[transform.resize],
      withoutEnlargement: transform.resize === "contain",
    });
  }
  if (format === "avif") image = image.avif({ quality: transform.quality });
  else if (format === "webp") image = image.webp({ quality: transform.quality });
  else if ((await sharp(source, INPUT).metadata()).format === "jpeg") {
    // PNG and the rest keep their own encoding: PNG's quality option would make it a palette.
    image = image.jpeg({ quality: transform.quality });
  }
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  const type = info.format === "heif" ? "image/avif" : `image/${info.format}`;
  return { bytes: data, type };
}

/**
 * Sends `object` transformed: resized, cropped, re-encoded, with a cache key (ETag) of the source
 * and the transformation, and `Vary: Accept` since the format may follow the browser's.
 */
export async function sendRendered(
  ctx: StorageContext,
  req: IncomingMessage,
  res: ServerResponse,
  object: ObjectRow,
  transform: Transform,
): Promise<void> {
  if (!object.version) throw STORAGE_ERRORS.noSuchKey();
  const format = outputFormat(transform, headerValue(req, "accept") ?? "");
  const key = `${object.version}?${transformParams(transform).toString()}&out=${format ?? "origin"}`;
  const etag = `"${createHash("md5").update(key).digest("hex")}"`;
  const headers: Record<string, string> = {
    "Cache-Control": object.metadata?.cacheControl ?? "no-cache",
    ETag: etag,
    "Last-Modified": new Date(object.updated_at).toUTCString(),
    Vary: "Accept",
    "X-Content-Type-Options": "nosniff",
  };
  const ifNoneMatch = headerValue(req, "if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let result = recall(key);
  if (!result) {
    try {
      result = await renderBytes(await ctx.blobs.readAll(object.version), transform, format);
    } catch {
      throw STORAGE_ERRORS.invalidRequest("Invalid source image: it cannot be read as an image");
    }
    remember(key, result);
  }
  res.writeHead(200, {
    ...headers,
    "Content-Type": result.type,
    "Content-Length": String(result.bytes.length),
  });
  res.end(req.method === "HEAD" ? undefined : result.bytes);
}
