/** @jest-environment node */
import { revalidationText } from "@/content/revalidation";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const revalidateTag = jest.fn();
jest.mock("next/cache", () => ({
  revalidateTag: (tag: string, profile: unknown) => revalidateTag(tag, profile),
}));

const afterResponse: (() => Promise<void>)[] = [];
jest.mock("next/server", () => ({
  after: (task: () => Promise<void>) => afterResponse.push(task),
}));

import { IN_FLIGHT_RENDER_MS, POST } from "../route";

const SECRET = "the-site-revalidation-secret-0123456789";

function call(headers: Record<string, string>, body = '{"type":"UPDATE"}'): Promise<Response> {
  return POST(new Request("http://localhost/api/revalidate", { method: "POST", headers, body }));
}

const json = { "content-type": "application/json" };

describe("POST /api/revalidate", () => {
  beforeEach(() => {
    revalidateTag.mockClear();
    afterResponse.length = 0;
    process.env.SITE_REVALIDATE_SECRET = SECRET;
  });
  afterAll(() => {
    delete process.env.SITE_REVALIDATE_SECRET;
  });

  it("answers 503 with what to set when the site has no secret", async () => {
    delete process.env.SITE_REVALIDATE_SECRET;
    const response = await call({ ...json, authorization: `Bearer ${SECRET}` });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      revalidated: false,
      message: revalidationText.notConfigured,
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ["no Authorization header", {}],
    ["a wrong secret", { authorization: `Bearer ${SECRET}x` }],
    ["a prefix of the secret", { authorization: `Bearer ${SECRET.slice(0, 10)}` }],
    ["the secret without the Bearer scheme", { authorization: SECRET }],
    ["an empty token", { authorization: "Bearer " }],
  ])("answers 401 to %s", async (_case, headers: Record<string, string>) => {
    const response = await call({ ...json, ...headers });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({
      revalidated: false,
      message: revalidationText.unauthorized,
    });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers 415 to a body that is not declared as JSON", async () => {
    const response = await call(
      { "content-type": "text/plain", authorization: `Bearer ${SECRET}` },
      "hello",
    );
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe(revalidationText.notJson);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers 400 to malformed JSON", async () => {
    const response = await call({ ...json, authorization: `Bearer ${SECRET}` }, "{not json");
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(revalidationText.malformedJson);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("expires the site text at once for the right secret", async () => {
    const response = await call({
      "content-type": "application/json; charset=utf-8",
      authorization: `Bearer ${SECRET}`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true, tag: SITE_TEXT_TAG });
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    expect(revalidateTag).toHaveBeenCalledWith(SITE_TEXT_TAG, { expire: 0 });
  });

  it("expires it once more after the response, when renders begun before the change are done", async () => {
    jest.useFakeTimers();
    try {
      await call({ ...json, authorization: `Bearer ${SECRET}` });
      expect(afterResponse).toHaveLength(1);
      const settled = afterResponse[0]!();
      jest.advanceTimersByTime(IN_FLIGHT_RENDER_MS - 1);
      expect(revalidateTag).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1);
      await settled;
      expect(revalidateTag).toHaveBeenCalledTimes(2);
      expect(revalidateTag).toHaveBeenLastCalledWith(SITE_TEXT_TAG, { expire: 0 });
    } finally {
      jest.useRealTimers();
    }
  });

  it("accepts pg_net's request as the database trigger sends it", async () => {
    const response = await call(
      { "Content-Type": "application/json", Authorization: `Bearer ${SECRET}` },
      '{"type": "INSERT", "table": "website_content", "schema": "public"}',
    );
    expect(response.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });
});
