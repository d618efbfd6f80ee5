/** @jest-environment node */
import { requestRefused } from "@/content/admin";
import { BODY_LIMIT_BYTES, isBodyTooLarge, isCrossOrigin, refuseUnsafePost } from "../post-guard";

const SITE = "http://127.0.0.1:3100";

function post(headers: Record<string, string>, body?: BodyInit | ReadableStream<Uint8Array>) {
  return new Request(`${SITE}/login`, {
    method: "POST",
    headers: { host: "127.0.0.1:3100", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

/** A body sent in chunks, with no length declared up front. */
function chunked(total: number, chunk = 64 * 1024) {
  let sent = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { stream, pulls: () => pulls };
}

describe("isCrossOrigin", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("accepts an Origin naming this host, and a missing Origin, as Next does", () => {
    expect(isCrossOrigin(headers({ host: "site.example", origin: "https://site.example" }))).toBe(
      false,
    );
    expect(isCrossOrigin(headers({ host: "site.example" }))).toBe(false);
  });

  it("refuses a foreign, opaque or unreadable Origin", () => {
    for (const origin of [
      "https://evil.example",
      "https://site.example.evil.example",
      "null",
      "x",
    ]) {
      expect(isCrossOrigin(headers({ host: "site.example", origin }))).toBe(true);
    }
    // The port is part of the host.
    expect(
      isCrossOrigin(headers({ host: "site.example", origin: "https://site.example:8443" })),
    ).toBe(true);
  });

  it("compares with the first x-forwarded-host when a proxy in front sets one", () => {
    const forwarded = { host: "10.0.0.5:3000", "x-forwarded-host": "site.example, 10.0.0.5" };
    expect(isCrossOrigin(headers({ ...forwarded, origin: "https://site.example" }))).toBe(false);
    expect(isCrossOrigin(headers({ ...forwarded, origin: "http://10.0.0.5:3000" }))).toBe(true);
  });
});

describe("isBodyTooLarge", () => {
  it("trusts a declared length: over 1 MB is too large, exactly 1 MB is not", async () => {
    const declared = (length: number) =>
      new Request(`${SITE}/login`, {
        method: "POST",
        headers: { "content-length": String(length) },
      });
    expect(await isBodyTooLarge(declared(BODY_LIMIT_BYTES))).toBe(false);
    expect(await isBodyTooLarge(declared(BODY_LIMIT_BYTES + 1))).toBe(true);
  });

  it("counts a chunked body and stops reading once it is past the limit", async () => {
    const small = chunked(BODY_LIMIT_BYTES);
    expect(await isBodyTooLarge(post({}, small.stream))).toBe(false);
    const large = chunked(50 * BODY_LIMIT_BYTES);
    expect(await isBodyTooLarge(post({}, large.stream))).toBe(true);
    expect(large.pulls()).toBeLessThan(BODY_LIMIT_BYTES / (64 * 1024) + 4);
  });
});

describe("refuseUnsafePost", () => {
  it("answers a foreign Origin with 403 and a plain-text reason", async () => {
    const response = await refuseUnsafePost(post({ origin: "https://evil.example" }, "x"));
    expect(response?.status).toBe(403);
    expect(response?.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response?.text()).toBe(requestRefused.crossOrigin);
  });

  it("answers a body over 1 MB with 413", async () => {
    const response = await refuseUnsafePost(
      post({ origin: SITE }, chunked(2 * BODY_LIMIT_BYTES).stream),
    );
    expect(response?.status).toBe(413);
    expect(await response?.text()).toBe(requestRefused.tooLarge(1));
  });

  it("lets same-origin POSTs within the limit and every other method through", async () => {
    expect(await refuseUnsafePost(post({ origin: SITE }, "email=a"))).toBeNull();
    expect(await refuseUnsafePost(post({}, "email=a"))).toBeNull();
    const get = new Request(`${SITE}/login`, { headers: { origin: "https://evil.example" } });
    expect(await refuseUnsafePost(get)).toBeNull();
  });
});
