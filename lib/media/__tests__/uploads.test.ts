/** @jest-environment node */
import sharp from "sharp";
import { mediaText } from "@/content/admin-media";
import type { MediaWriter } from "../media-writer";
import { MEDIA_MAX_BYTES } from "../rules";
import { addUploadedImage, replaceUploadedImage, uploadAddress } from "../uploads";

const t = mediaText.messages;
const IMAGE_ID = "0b0c0d0e-0000-4000-8000-000000000001";
const PATH = `${IMAGE_ID}/0b0c0d0e-0000-4000-8000-0000000000f1.png`;

type Row = { id: string; path: string; updated_at: string };

/** The library's rows as a client reads them, and what it writes. */
function fakeMedia(rows: Row[]) {
  const inserted: unknown[] = [];
  const updated: unknown[] = [];
  const filters: [string, string][] = [];
  const matching = () =>
    rows.filter((row) => filters.every(([column, value]) => row[column as keyof Row] === value));
  const query = {
    select: () => query,
    eq: (column: string, value: string) => {
      filters.push([column, value]);
      return query;
    },
    maybeSingle: async () => ({ data: matching()[0] ?? null, error: null }),
    then: (done: (result: { data: unknown[]; error: null }) => void) =>
      done({ data: matching(), error: null }),
    insert: async (row: unknown) => {
      inserted.push(row);
      return { error: null };
    },
    update: (values: unknown) => {
      updated.push(values);
      return query;
    },
  };
  return {
    inserted,
    updated,
    from: () => {
      filters.length = 0;
      return query;
    },
  };
}

const UPDATED_AT = "2026-12-03T00:00:00Z";

/**
 * A member's writer whose bucket holds one file at PATH, stored with `type`: `member` is their
 * own client, `media` the server's with the secret key.
 */
function writerHolding(
  bytes: Uint8Array,
  type: string,
  options: { publishes?: boolean; rows?: Row[] } = {},
) {
  const files = new Map([[PATH, { bytes, type }]]);
  const member = fakeMedia(options.rows ?? []);
  const media = fakeMedia(options.rows ?? []);
  const bucket = {
    info: async (path: string) => {
      const file = files.get(path);
      return file
        ? { data: { contentType: file.type, size: file.bytes.length }, error: null }
        : { data: null, error: new Error("Object not found") };
    },
    download: async (path: string) => {
      const file = files.get(path);
      return file
        ? { data: new Blob([new Uint8Array(file.bytes)], { type: file.type }), error: null }
        : { data: null, error: new Error("Object not found") };
    },
    remove: jest.fn(async (paths: string[]) => {
      paths.forEach((path) => files.delete(path));
      return { data: [], error: null };
    }),
    createSignedUploadUrl: jest.fn(async (path: string) => ({
      data: { signedUrl: `http://storage.test/upload/sign/site-media/${path}?token=t` },
      error: null,
    })),
  };
  const writer = {
    supabase: member,
    publishes: options.publishes ?? true,
    bucket,
    server: media,
  } as unknown as MediaWriter;
  return { writer, files, media, member, bucket };
}

const upload = (fileName: string) => ({
  imageId: IMAGE_ID,
  path: PATH,
  fileName,
  alt: "A wafer on the probe station",
  width: 8,
  height: 6,
});

const png = () =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();

describe("confirming an upload", () => {
  it("refuses an HTML page labelled image/png, says why, and removes it", async () => {
    const page = new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
    const { writer, files, media } = writerHolding(page, "image/png");
    const result = await addUploadedImage(writer, upload("wafer.png"));
    expect(result).toEqual({
      ok: false,
      message: t.uploadFailed(t.notAnImage("wafer.png", "PNG")),
    });
    expect(result.ok || result.message).toMatch(
      /^The upload failed: wafer\.png is not a PNG image/,
    );
    expect(files.has(PATH)).toBe(false);
    expect(media.inserted).toEqual([]);
  });

  it("refuses a JPEG stored as a PNG, naming what it really is", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const { writer, files, media } = writerHolding(jpeg, "image/png");
    const result = await addUploadedImage(writer, upload("wafer.png"));
    expect(result).toEqual({
      ok: false,
      message: t.uploadFailed(t.otherFormat("wafer.png", "PNG", "JPEG")),
    });
    expect(files.has(PATH)).toBe(false);
    expect(media.inserted).toEqual([]);
  });

  it("refuses a file over the limit, whatever size the browser said", async () => {
    const big = new Uint8Array(MEDIA_MAX_BYTES + 1);
    big.set(await png());
    const { writer, files } = writerHolding(big, "image/png");
    const result = await addUploadedImage(writer, upload("wafer.png"));
    expect(result).toEqual({
      ok: false,
      message: t.uploadFailed(t.tooBig("wafer.png", big.length, MEDIA_MAX_BYTES)),
    });
    expect(files.has(PATH)).toBe(false);
  });

  it("refuses a replacement that is not an image, and leaves the image as it was", async () => {
    const { writer, files } = writerHolding(new TextEncoder().encode("GIF89a"), "image/png");
    const result = await replaceUploadedImage(writer, {
      ...upload("new.png"),
      updatedAt: UPDATED_AT,
    });
    expect(result).toEqual({ ok: false, message: t.uploadFailed(t.notAnImage("new.png", "PNG")) });
    expect(files.has(PATH)).toBe(false);
  });

  it("adds a real PNG with its stored type and its real size, with the secret key", async () => {
    const image = await png();
    const { writer, files, media, member } = writerHolding(image, "image/png");
    expect(await addUploadedImage(writer, upload("wafer.png"))).toEqual({ ok: true, id: IMAGE_ID });
    expect(files.has(PATH)).toBe(true);
    expect(media.inserted).toEqual([
      expect.objectContaining({
        id: IMAGE_ID,
        path: PATH,
        content_type: "image/png",
        size_bytes: image.length,
      }),
    ]);
    // The database refuses a file written with the member's own client.
    expect(member.inserted).toEqual([]);
  });

  it("replaces an image's file with the secret key, over the version the editor opened", async () => {
    const image = await png();
    const rows = [{ id: IMAGE_ID, path: `${IMAGE_ID}/old.png`, updated_at: UPDATED_AT }];
    const { writer, media, member } = writerHolding(image, "image/png", { rows });
    expect(
      await replaceUploadedImage(writer, { ...upload("new.png"), updatedAt: UPDATED_AT }),
    ).toEqual({ ok: true });
    expect(media.updated).toEqual([
      expect.objectContaining({ path: PATH, content_type: "image/png", size_bytes: image.length }),
    ]);
    expect(member.updated).toEqual([]);
  });

  it("refuses a replacement from a member who may not publish, and writes nothing", async () => {
    const rows = [{ id: IMAGE_ID, path: `${IMAGE_ID}/old.png`, updated_at: UPDATED_AT }];
    const { writer, media } = writerHolding(await png(), "image/png", { publishes: false, rows });
    expect(
      await replaceUploadedImage(writer, { ...upload("new.png"), updatedAt: UPDATED_AT }),
    ).toEqual({ ok: false, message: t.cannotReplace });
    expect(media.updated).toEqual([]);
  });
});

describe("an upload address", () => {
  it("is signed by the server for a new image, in the image's own folder", async () => {
    const { writer, bucket } = writerHolding(new Uint8Array(), "image/png");
    const result = await uploadAddress(writer, { type: "image/webp", size: 1000 });
    expect(result.ok).toBe(true);
    expect(bucket.createSignedUploadUrl).toHaveBeenCalledWith(
      expect.stringMatching(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/),
    );
  });

  it("to replace an image's file is given only to a member who may publish", async () => {
    const author = writerHolding(new Uint8Array(), "image/png", { publishes: false });
    expect(
      await uploadAddress(author.writer, { type: "image/png", size: 1000, imageId: IMAGE_ID }),
    ).toEqual({ ok: false, message: t.cannotReplace });
    expect(author.bucket.createSignedUploadUrl).not.toHaveBeenCalled();
    // An editor's, only into the folder of an image that exists.
    const editor = writerHolding(new Uint8Array(), "image/png");
    expect(
      await uploadAddress(editor.writer, { type: "image/png", size: 1000, imageId: IMAGE_ID }),
    ).toEqual({ ok: false, message: t.gone });
    expect(editor.bucket.createSignedUploadUrl).not.toHaveBeenCalled();
  });
});
