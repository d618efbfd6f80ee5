import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { e2eSupabase, SERVICE_ROLE_KEY } from "./backend";
import { expect } from "./fixtures";

const secret = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/**
 * A picture in the media library, stored as an editor's upload is (its file in Storage, its
 * row in media), one colour at the given size. Returns its id and path, to remove it after.
 */
export async function addLibraryImage(
  request: APIRequestContext,
  image: { alt: string; fileName: string; width: number; height: number; colour: string },
) {
  const id = randomUUID();
  const path = `${id}/${randomUUID()}.png`;
  const png = await sharp({
    create: { width: image.width, height: image.height, channels: 3, background: image.colour },
  })
    .png()
    .toBuffer();
  const stored = await request.post(`${e2eSupabase.url}/storage/v1/object/site-media/${path}`, {
    headers: { ...secret, "content-type": "image/png" },
    data: png,
  });
  expect(stored.ok()).toBe(true);
  const media = await request.post(`${e2eSupabase.url}/rest/v1/media`, {
    headers: secret,
    data: {
      id,
      path,
      alt: image.alt,
      file_name: image.fileName,
      content_type: "image/png",
      size_bytes: png.length,
      width: image.width,
      height: image.height,
    },
  });
  expect(media.ok()).toBe(true);
  return { id, path };
}

/** Removes an image added by addLibraryImage: its row and its file. */
export async function removeLibraryImage(
  request: APIRequestContext,
  image: { id: string; path: string },
) {
  await request.delete(`${e2eSupabase.url}/rest/v1/media?id=eq.${image.id}`, { headers: secret });
  await request.delete(`${e2eSupabase.url}/storage/v1/object/site-media`, {
    data: { prefixes: [image.path] },
    headers: secret,
  });
}
