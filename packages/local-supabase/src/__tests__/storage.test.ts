/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { BlobStore } from "../storage/blobs";
import { AbandonedBytesSweeper } from "../storage/sweep";
import { clientsFor, plainClient, type Client } from "./clients";
import {
  EDITOR_EMAIL,
  EDITOR_PASSWORD,
  PUBLISHABLE_KEY,
  SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
  VIEWER_EMAIL,
  VIEWER_PASSWORD,
} from "./harness";

let server: TestServer;
const { client, signedIn, closeAll } = clientsFor(() => server.url);
let service: Client;
let editor: Client;
let viewer: Client;
let editorId: string;

const bytes = (text: string) => new TextEncoder().encode(text);

/** A POST with its path exactly as written: fetch would resolve the dot segments first. */
function rawPost(path: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.url}/`,
      {
        method: "POST",
        path,
        headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A Storage error as @supabase/storage-js reports it: HTTP status and Storage's own code. */
function failure(error: unknown) {
  const { status, statusCode, message } = error as {
    status: number;
    statusCode: string;
    message: string;
  };
  return { status, statusCode, message };
}

beforeAll(async () => {
  server = await startTestServer();
  service = client(SERVICE_ROLE_KEY);
  editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
  viewer = await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD);
  editorId = (await editor.auth.getUser()).data.user!.id;
}, 90_000);

afterAll(async () => {
  await closeAll();
  await server?.cleanup();
});

describe("buckets", () => {
  it("are created, read, listed, changed, emptied and deleted with the secret key", async () => {
    const created = await service.storage.createBucket("media", {
      public: true,
      fileSizeLimit: "5MB",
      allowedMimeTypes: ["image/*"],
    });
    expect(created).toEqual({ data: { name: "media" }, error: null });
    const { data: bucket } = await service.storage.getBucket("media");
    expect(bucket).toMatchObject({
      id: "media",
      name: "media",
      public: true,
      file_size_limit: 5_000_000,
      allowed_mime_types: ["image/*"],
    });
    const { data: all } = await service.storage.listBuckets();
    expect(all?.map((b) => b.id)).toEqual(expect.arrayContaining(["media", "fixture-private"]));

    expect((await service.storage.updateBucket("media", { public: false })).error).toBeNull();
    expect((await service.storage.getBucket("media")).data?.public).toBe(false);

    await service.storage.from("media").upload("a.png", bytes("png"), { contentType: "image/png" });
    const notEmpty = await service.storage.deleteBucket("media");
    expect(failure(notEmpty.error)).toMatchObject({ status: 400, statusCode: "409" });
    expect((await service.storage.emptyBucket("media")).error).toBeNull();
    expect((await service.storage.deleteBucket("media")).error).toBeNull();
    const gone = await service.storage.getBucket("media");
    expect(failure(gone.error)).toMatchObject({ statusCode: "404", message: "Bucket not found" });
  });

  it("refuse a duplicate, a bad name or size, and anyone the policies do not allow", async () => {
    await service.storage.createBucket("twice");
    expect(failure((await service.storage.createBucket("twice")).error).statusCode).toBe("409");
    expect(failure((await service.storage.createBucket("a/b")).error).statusCode).toBe("400");
    const badSize = await service.storage.createBucket("sized", {
      public: false,
      fileSizeLimit: "lots",
    });
    expect(failure(badSize.error).statusCode).toBe("400");
    // No policy on storage.buckets: signed-in users and anon neither add nor see buckets.
    const refused = await editor.storage.createBucket("mine");
    expect(failure(refused.error)).toMatchObject({ status: 400, statusCode: "403" });
    expect((await client().storage.listBuckets()).data).toEqual([]);
  });
});

describe("objects under the project's policies", () => {
  it("are added, read and replaced only where a policy allows, and never by anon", async () => {
    const mine = `${editorId}/notes.txt`;
    const added = await editor.storage
      .from("fixture-private")
      .upload(mine, bytes("first"), { contentType: "text/plain" });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ path: mine, fullPath: `fixture-private/${mine}` });

    const elsewhere = await editor.storage
      .from("fixture-private")
      .upload("other/notes.txt", bytes("x"));
    expect(failure(elsewhere.error)).toMatchObject({ status: 400, statusCode: "403" });
    const byViewer = await viewer.storage.from("fixture-private").download(mine);
    expect(failure(byViewer.error).statusCode).toBe("404");
    const byAnon = await client().storage.from("fixture-private").download(mine);
    expect(failure(byAnon.error).statusCode).toBe("404");

    const again = await editor.storage.from("fixture-private").upload(mine, bytes("second"));
    expect(failure(again.error)).toMatchObject({
      statusCode: "409",
      message: "The resource already exists",
    });
    const upserted = await editor.storage
      .from("fixture-private")
      .upload(mine, bytes("second"), { upsert: true, contentType: "text/plain" });
    expect(upserted.error).toBeNull();
    const { data } = await editor.storage.from("fixture-private").download(mine);
    expect(await data?.text()).toBe("second");

    const updated = await editor.storage.from("fixture-private").update(mine, bytes("third"));
    expect(updated.error).toBeNull();
    // update() is a PUT, which adds a missing object as hosted Storage does.
    const putNew = await editor.storage
      .from("fixture-private")
      .update(`${editorId}/new.txt`, bytes("new"), { contentType: "text/plain" });
    expect(putNew.error).toBeNull();
    expect(
      await (
        await editor.storage.from("fixture-private").download(`${editorId}/new.txt`)
      ).data?.text(),
    ).toBe("new");
  });

  it("lists a folder level by level, with limit, offset, sort and search", async () => {
    const bucket = service.storage.from("fixture-private");
    for (const name of ["list/b.txt", "list/a.txt", "list/c.md", "list/sub/d.txt", "listing.txt"]) {
      await bucket.upload(name, bytes(name), { contentType: "text/plain", upsert: true });
    }
    const { data: level } = await bucket.list("list");
    expect(level?.map((entry) => [entry.name, entry.id === null])).toEqual([
      ["a.txt", false],
      ["b.txt", false],
      ["c.md", false],
      ["sub", true],
    ]);
    expect(level?.[0]?.metadata).toMatchObject({ size: 10, mimetype: "text/plain" });
    const { data: page } = await bucket.list("list", {
      limit: 2,
      offset: 1,
      sortBy: { column: "name", order: "desc" },
    });
    expect(page?.map((entry) => entry.name)).toEqual(["c.md", "b.txt"]);
    const { data: byDate } = await bucket.list("list", {
      sortBy: { column: "created_at", order: "desc" },
    });
    expect(byDate?.[0]?.name).toBe("sub");
    const { data: found } = await bucket.list("list", { search: "C" });
    expect(found?.map((entry) => entry.name)).toEqual(["c.md"]);
    const { data: top } = await bucket.list();
    expect(top?.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(["list", "listing.txt"]),
    );
  });

  it("moves, copies, tells what it has, and removes", async () => {
    const bucket = service.storage.from("fixture-private");
    await bucket.upload("moves/one.txt", bytes("one"), { contentType: "text/plain" });
    expect((await bucket.move("moves/one.txt", "moves/two.txt")).error).toBeNull();
    expect((await bucket.exists("moves/one.txt")).data).toBe(false);
    expect((await bucket.exists("moves/two.txt")).data).toBe(true);
    const copied = await bucket.copy("moves/two.txt", "moves/three.txt");
    expect(copied.data).toEqual({ path: "fixture-private/moves/three.txt" });
    const { data: info } = await bucket.info("moves/three.txt");
    expect(info).toMatchObject({ name: "moves/three.txt", size: 3, contentType: "text/plain" });
    expect(failure((await bucket.move("moves/none.txt", "moves/x.txt")).error).statusCode).toBe(
      "404",
    );
    expect(failure((await bucket.copy("moves/two.txt", "moves/three.txt")).error).statusCode).toBe(
      "409",
    );

    const removed = await bucket.remove(["moves/two.txt", "moves/three.txt", "moves/never.txt"]);
    expect(removed.data?.map((object) => object.name).sort()).toEqual([
      "moves/three.txt",
      "moves/two.txt",
    ]);
    expect((await bucket.exists("moves/three.txt")).data).toBe(false);
  });
});

describe("a bucket one policy opens to every role", () => {
  it("takes an upsert from anon with the publishable key, lists it and removes it", async () => {
    const open = client(PUBLISHABLE_KEY).storage.from("fixture-open");
    const file = new Blob(["Hello from anon"], { type: "text/plain" });
    const uploaded = await open.upload("greeting.txt", file, { upsert: true });
    expect(uploaded.error).toBeNull();
    expect((await open.upload("greeting.txt", file, { upsert: true })).error).toBeNull();
    const { data: listed } = await open.list();
    expect(listed?.map((entry) => entry.name)).toEqual(["greeting.txt"]);
    expect((await open.remove(["greeting.txt"])).data).toHaveLength(1);
    expect((await open.list()).data).toEqual([]);
  });
});

describe("downloads", () => {
  const name = "serve/letters.txt";
  let url: string;

  beforeAll(async () => {
    await service.storage
      .from("fixture-public")
      .upload(name, bytes("abcdefghij"), { contentType: "text/plain", cacheControl: "60" });
    url = service.storage.from("fixture-public").getPublicUrl(name).data.publicUrl;
  });

  it("serve a public object to anyone, with its type, cache control and ETag, and 304 after", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("abcdefghij");
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(response.headers.get("cache-control")).toBe("max-age=60");
    // Bytes are only ever what their type says: never sniffed into a page.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("serve byte ranges, and name the file to save with download=", async () => {
    const part = await fetch(url, { headers: { Range: "bytes=2-4" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-4/10");
    expect(await part.text()).toBe("cde");
    const tail = await fetch(url, { headers: { Range: "bytes=-3" } });
    expect(await tail.text()).toBe("hij");
    expect((await fetch(url, { headers: { Range: "bytes=20-" } })).status).toBe(416);
    const saved = await fetch(`${url}?download=letters-copy.txt`);
    expect(saved.headers.get("content-disposition")).toContain(
      "attachment; filename=letters-copy.txt",
    );
  });

  it("do not serve a private bucket's objects by the public route", async () => {
    await service.storage.from("fixture-private").upload("hidden.txt", bytes("secret"));
    const publicUrl = client().storage.from("fixture-private").getPublicUrl("hidden.txt")
      .data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "404", message: "Bucket not found" });
  });
});

describe("image transformations", () => {
  const name = "images/halves.png";
  let render: (query: string, headers?: Record<string, string>) => Promise<Response>;

  beforeAll(async () => {
    // 400 × 200: the left half red, the right half blue, to see which part a crop keeps.
    const halves = await sharp({
      create: { width: 400, height: 200, channels: 3, background: "#ff0000" },
    })
      .composite([
        {
          input: { create: { width: 200, height: 200, channels: 3, background: "#0000ff" } },
          left: 200,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    await service.storage.from("fixture-public").upload(name, halves, { contentType: "image/png" });
    render = (query, headers = {}) =>
      fetch(`${server.url}/storage/v1/render/image/public/fixture-public/${name}?${query}`, {
        headers,
      });
  });

  const sizeOf = async (response: Response) => {
    const { width, height, format } = await sharp(
      Buffer.from(await response.arrayBuffer()),
    ).metadata();
    return { width, height, format };
  };
  const middleColour = async (response: Response) => {
    const { data } = await sharp(Buffer.from(await response.arrayBuffer()))
      .resize(1, 1, { fit: "cover" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return data[0]! > data[2]! ? "red" : "blue";
  };

  it("resize, crop and re-encode: WebP for browsers that take it, the original format if asked", async () => {
    const cover = await render("width=100&height=100", { Accept: "image/avif,image/webp,*/*" });
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/webp");
    expect(cover.headers.get("vary")).toBe("Accept");
    expect(cover.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await sizeOf(cover)).toEqual({ width: 100, height: 100, format: "webp" });
    const contain = await render("width=100&height=100&resize=contain&format=origin");
    expect(await sizeOf(contain)).toEqual({ width: 100, height: 50, format: "png" });
    const avif = await render("width=80&format=avif");
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect((await sizeOf(avif)).width).toBe(80);
  });

  it("keep the focal point in frame, and answer again from the ETag", async () => {
    const right = await render("width=100&height=100&gravity=fp&x_offset=0.9&y_offset=0.5");
    expect(await middleColour(right)).toBe("blue");
    const left = await render("width=100&height=100&gravity=fp&x_offset=0.1&y_offset=0.5");
    expect(await middleColour(left)).toBe("red");
    const first = await render("width=120");
    const again = await render("width=120", { "If-None-Match": first.headers.get("etag")! });
    expect(again.status).toBe(304);
  });

  it("work through storage-js, signed URLs keeping the signed transformation", async () => {
    const bucket = service.storage.from("fixture-public");
    const { publicUrl } = bucket.getPublicUrl(name, { transform: { width: 50, height: 50 } }).data;
    expect(await sizeOf(await fetch(publicUrl))).toMatchObject({ width: 50, height: 50 });
    const { data } = await bucket.createSignedUrl(name, 60, {
      transform: { width: 64, height: 64 },
    });
    expect(data!.signedUrl).toContain("/render/image/sign/");
    expect(await sizeOf(await fetch(data!.signedUrl))).toMatchObject({ width: 64, height: 64 });
    const widened = `${data!.signedUrl}&width=300`;
    expect(await sizeOf(await fetch(widened))).toMatchObject({ width: 64, height: 64 });
  });

  it("refuse out-of-range options and sources that are not images", async () => {
    const low = await render("width=100&quality=10");
    expect(low.status).toBe(400);
    expect(await low.json()).toMatchObject({ statusCode: "400" });
    expect((await render("resize=stretch")).status).toBe(400);
    expect((await render("gravity=fp&x_offset=2&y_offset=0")).status).toBe(400);
    await service.storage.from("fixture-public").upload("images/not.txt", bytes("text"));
    const text = await fetch(
      `${server.url}/storage/v1/render/image/public/fixture-public/images/not.txt?width=10`,
    );
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({
      message: expect.stringContaining("Invalid source image"),
    });
  });
});

describe("signed URLs", () => {
  it("let anyone with the URL download until it expires, and nothing else", async () => {
    const bucket = editor.storage.from("fixture-private");
    await bucket.upload(`${editorId}/signed.txt`, bytes("signed"), { upsert: true });
    const { data } = await bucket.createSignedUrl(`${editorId}/signed.txt`, 60);
    const response = await fetch(data!.signedUrl);
    expect(await response.text()).toBe("signed");
    const tampered = data!.signedUrl.replace("signed.txt", "other.txt");
    expect((await fetch(tampered)).status).toBe(400);

    const many = await bucket.createSignedUrls([`${editorId}/signed.txt`, "other/none.txt"], 60);
    expect(many.data?.map((entry) => entry.error)).toEqual([
      null,
      "Either the object does not exist or you do not have access to it",
    ]);
    const denied = await viewer.storage
      .from("fixture-private")
      .createSignedUrl(`${editorId}/signed.txt`, 60);
    expect(failure(denied.error).statusCode).toBe("404");
  });

  it("are each good for their own use only", async () => {
    const bucket = service.storage.from("fixture-private");
    await bucket.upload("uses/file.txt", bytes("original"), { upsert: true });
    const download = (await bucket.createSignedUrl("uses/file.txt", 60)).data!.signedUrl;
    const token = new URL(download).searchParams.get("token")!;
    const asUpload = await client()
      .storage.from("fixture-private")
      .uploadToSignedUrl("uses/file.txt", token, bytes("overwritten"));
    expect(failure(asUpload.error).statusCode).toBe("400");
    const upload = (await bucket.createSignedUploadUrl("uses/new.txt")).data!;
    const asDownload = await fetch(
      `${server.url}/storage/v1/object/sign/fixture-private/uses/new.txt?token=${upload.token}`,
    );
    expect(asDownload.status).toBe(400);
    expect(await (await bucket.download("uses/file.txt")).data?.text()).toBe("original");
  });

  it("let an upload through a signed upload URL, made only for who may add the object", async () => {
    const bucket = editor.storage.from("fixture-private");
    const path = `${editorId}/handed-over.txt`;
    const { data, error } = await bucket.createSignedUploadUrl(path);
    expect(error).toBeNull();
    const uploaded = await client()
      .storage.from("fixture-private")
      .uploadToSignedUrl(path, data!.token, bytes("handed over"), { contentType: "text/plain" });
    expect(uploaded.error).toBeNull();
    expect(await (await bucket.download(path)).data?.text()).toBe("handed over");
    const refused = await editor.storage
      .from("fixture-private")
      .createSignedUploadUrl("other/x.txt");
    expect(failure(refused.error).statusCode).toBe("403");
  });
});

describe("bad input gets Storage's own errors, never a 5xx", () => {
  it("refuses an object over the bucket's size limit or of a type it does not take", async () => {
    const strict = editor.storage.from("fixture-strict");
    const big = await strict.upload(`${editorId}/big.txt`, new Uint8Array(2048), {
      contentType: "text/plain",
    });
    expect(failure(big.error)).toMatchObject({ status: 400, statusCode: "413" });
    const pdf = await strict.upload(`${editorId}/a.pdf`, bytes("%PDF"), {
      contentType: "application/pdf",
    });
    expect(failure(pdf.error)).toMatchObject({ statusCode: "415" });
    const png = await strict.upload(`${editorId}/a.png`, bytes("png"), {
      contentType: "image/png",
    });
    expect(png.error).toBeNull();
  });

  it("refuses unicode, empty and escaping names, and a missing bucket", async () => {
    const bucket = service.storage.from("fixture-private");
    for (const name of ["café.txt", "", "notes/\u0000.txt"]) {
      const { error } = await bucket.upload(name, bytes("x"));
      expect(failure(error)).toMatchObject({ status: 400, statusCode: "400" });
      expect(failure(error).message).toContain("Invalid key");
    }
    // A ../ in the address, plain or encoded, never names a place outside the bucket.
    for (const name of ["../escape.txt", "%2E%2E/escape.txt", "a/%2e%2e/%2E%2E/escape.txt"]) {
      // Resolved as URLs are, these name no upload route: refused, never written.
      const status = await rawPost(`/storage/v1/object/fixture-private/${name}`, "x");
      expect({ name, status }).toEqual({ name, status: 404 });
    }
    expect((await bucket.list()).data?.map((entry) => entry.name)).not.toContain("escape.txt");
    expect((await service.storage.listBuckets()).data?.map((b) => b.id)).not.toContain(
      "escape.txt",
    );
    const missing = await service.storage.from("no-such-bucket").upload("a.txt", bytes("x"));
    expect(failure(missing.error)).toMatchObject({
      statusCode: "404",
      message: "Bucket not found",
    });
    const malformed = await fetch(`${server.url}/storage/v1/object/list/fixture-private`, {
      method: "POST",
      headers: { apikey: SERVICE_ROLE_KEY, "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
  });

  it("keeps a copy or move out of a bucket that would refuse the file", async () => {
    const bucket = service.storage.from("fixture-private");
    await bucket.upload("drawings/logo.svg", bytes("<svg/>"), {
      contentType: "image/svg+xml",
      upsert: true,
    });
    const copied = await bucket.copy("drawings/logo.svg", "logo.svg", {
      destinationBucket: "site-media",
    });
    expect(failure(copied.error).statusCode).toBe("415");
    const moved = await bucket.move("drawings/logo.svg", "logo.svg", {
      destinationBucket: "site-media",
    });
    expect(failure(moved.error).statusCode).toBe("415");
    expect((await bucket.exists("drawings/logo.svg")).data).toBe(true);
  });

  it("never stores a cache control a header could not carry", async () => {
    const form = new FormData();
    form.append("cacheControl", "60\r\nSet-Cookie: a=b");
    form.append("", new Blob([bytes("text")], { type: "text/plain" }), "odd.txt");
    const response = await fetch(`${server.url}/storage/v1/object/fixture-public/odd/cache.txt`, {
      method: "POST",
      headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const served = await fetch(
      service.storage.from("fixture-public").getPublicUrl("odd/cache.txt").data.publicUrl,
    );
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("max-age=3600");
  });

  it("takes a multipart upload as browsers send it", async () => {
    const form = new Blob([bytes("from a form")], { type: "text/plain" });
    const { error } = await service.storage.from("fixture-private").upload("form/file.txt", form);
    expect(error).toBeNull();
    const { data } = await service.storage.from("fixture-private").info("form/file.txt");
    expect(data).toMatchObject({ size: 11, contentType: "text/plain" });
  });
});

describe("the site's media bucket", () => {
  const html = bytes("<!doctype html><script>alert(document.cookie)</script>");
  const png = () =>
    sharp({ create: { width: 4, height: 3, channels: 3, background: "#06c" } })
      .png()
      .toBuffer();

  it("refuses an editor's own writes, an HTML page labelled image/png above all", async () => {
    const media = editor.storage.from("site-media");
    const posted = await media.upload("leaders/page.png", html, { contentType: "image/png" });
    expect(failure(posted.error)).toMatchObject({ status: 400, statusCode: "403" });
    const put = await media.update("leaders/page.png", html, { contentType: "image/png" });
    expect(failure(put.error)).toMatchObject({ status: 400, statusCode: "403" });
    // Raw, as a script would send it: PUT and POST with the editor's token.
    const token = (await editor.auth.getSession()).data.session!.access_token;
    for (const method of ["PUT", "POST"]) {
      const raw = await fetch(`${server.url}/storage/v1/object/site-media/leaders/raw.png`, {
        method,
        headers: {
          apikey: PUBLISHABLE_KEY,
          authorization: `Bearer ${token}`,
          "content-type": "image/png",
        },
        body: html,
      });
      expect({ method, status: raw.status }).toEqual({ method, status: 400 });
      expect(await raw.json()).toMatchObject({ statusCode: "403" });
    }
    // Nor may an editor sign an upload address for anyone to use.
    const signed = await media.createSignedUploadUrl("leaders/signed.png");
    expect(failure(signed.error).statusCode).toBe("403");
    const byViewer = await viewer.storage
      .from("site-media")
      .upload("leaders/viewer.png", html, { contentType: "image/png" });
    expect(failure(byViewer.error).statusCode).toBe("403");
    for (const name of ["leaders/page.png", "leaders/raw.png", "leaders/signed.png"]) {
      expect({
        name,
        exists: (await service.storage.from("site-media").exists(name)).data,
      }).toEqual({ name, exists: false });
    }
  });

  it("takes an upload through an address the server signed, and never lets an editor remove it", async () => {
    const image = await png();
    const signed = await service.storage
      .from("site-media")
      .createSignedUploadUrl("leaders/photo.png");
    expect(signed.error).toBeNull();
    const uploaded = await client()
      .storage.from("site-media")
      .uploadToSignedUrl("leaders/photo.png", signed.data!.token, image, {
        contentType: "image/png",
      });
    expect(uploaded.error).toBeNull();
    const removed = await editor.storage.from("site-media").remove(["leaders/photo.png"]);
    expect(removed.data).toEqual([]);
    expect((await editor.storage.from("site-media").list("leaders")).data).toEqual([]);

    const response = await fetch(
      client().storage.from("site-media").getPublicUrl("leaders/photo.png").data.publicUrl,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(image);

    const svg = await service.storage
      .from("site-media")
      .upload("leaders/drawing.svg", bytes("<svg/>"), {
        contentType: "image/svg+xml",
      });
    expect(failure(svg.error).statusCode).toBe("415");
    const huge = await service.storage
      .from("site-media")
      .upload("leaders/huge.png", new Uint8Array(5 * 1024 * 1024 + 1), {
        contentType: "image/png",
      });
    expect(failure(huge.error).statusCode).toBe("413");
  });

  it("stops serving an abandoned upload once the hourly job has removed it", async () => {
    const name = `${randomUUID()}/${randomUUID()}.png`;
    const media = service.storage.from("site-media");
    expect((await media.upload(name, await png(), { contentType: "image/png" })).error).toBeNull();
    const url = client().storage.from("site-media").getPublicUrl(name).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);
    // The job as pg_cron runs it, on an upload made to look two days old.
    const command = `update storage.objects set created_at = now() - interval '2 days'
      where bucket_id = 'site-media' and name = '${name}';
      select private.remove_unused_media_uploads();`;
    const admin = plainClient(server.url, SERVICE_ROLE_KEY);
    const scheduled = await admin.rpc("test_cron_schedule", {
      job_name: "abandoned-upload",
      schedule: "1 seconds",
      command,
    });
    expect(scheduled.error).toBeNull();
    try {
      const started = Date.now();
      while ((await media.exists(name)).data && Date.now() - started < 8000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await admin.rpc("test_cron_unschedule", { job_name: "abandoned-upload" });
    }
    expect((await media.exists(name)).data).toBe(false);
    expect((await fetch(url)).status).toBe(400);
  });
});

describe("bytes whose row is gone", () => {
  it("are removed once a row pointed at them and none does, and no others", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "local-supabase-blobs-"));
    try {
      const blobs = new BlobStore(dir);
      const kept = await blobs.write(bytes("an object's bytes"));
      const deleted = await blobs.write(bytes("bytes whose row is deleted in SQL"));
      const rowless = await blobs.write(bytes("bytes no row ever pointed at"));
      const rows = new Set([kept, deleted]);
      const sweeper = new AbandonedBytesSweeper(
        blobs,
        async (versions) => new Set(versions.filter((version) => rows.has(version))),
      );

      expect(await sweeper.sweep()).toBe(0);
      rows.delete(deleted);
      expect(await sweeper.sweep()).toBe(1);
      expect(await blobs.size(deleted)).toBeNull();
      expect((await blobs.versions()).sort()).toEqual([kept, rowless].sort());
      expect(readdirSync(dir)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("what objects are served as", () => {
  it("keeps HTML plain text and sandboxes XML documents, as no page may run from Storage", async () => {
    const bucket = service.storage.from("fixture-public");
    await bucket.upload("served/page.html", bytes("<!doctype html><script>alert(1)</script>"), {
      contentType: "text/html; charset=utf-8",
    });
    await bucket.upload("served/drawing.svg", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"), {
      contentType: "image/svg+xml",
    });
    const page = await fetch(bucket.getPublicUrl("served/page.html").data.publicUrl);
    expect(page.headers.get("content-type")).toBe("text/plain");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const drawing = await fetch(bucket.getPublicUrl("served/drawing.svg").data.publicUrl);
    expect(drawing.headers.get("content-type")).toBe("image/svg+xml");
    expect(drawing.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
  });
});

describe("persistence", () => {
  it("keeps objects and their bytes across a restart", async () => {
    await service.storage
      .from("fixture-private")
      .upload("kept/after-restart.txt", bytes("still here"));
    await server.stop();
    await server.start();
    const { data } = await client(SERVICE_ROLE_KEY)
      .storage.from("fixture-private")
      .download("kept/after-restart.txt");
    expect(await data?.text()).toBe("still here");
  });
});
