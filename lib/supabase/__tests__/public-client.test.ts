/** @jest-environment node */
import { createPublicClient } from "@/lib/supabase/public-client";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

type FetchInit = RequestInit & { next?: { tags?: string[]; revalidate?: number } };

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, FetchInit?]>();

beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async () => Response.json({}));
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function initOfOneCall(client: ReturnType<typeof createPublicClient>): Promise<FetchInit> {
  await client.rpc("search_site", { query: "chips" });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  return fetchMock.mock.calls[0]![1]!;
}

describe("createPublicClient", () => {
  it("reads through the tagged data cache by default", async () => {
    const init = await initOfOneCall(createPublicClient());
    expect(init.next?.tags).toEqual([SITE_TEXT_TAG]);
    expect(init.cache).toBeUndefined();
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("goes past the cache when asked, with the same time limit", async () => {
    const init = await initOfOneCall(createPublicClient({ cached: false }));
    expect(init.cache).toBe("no-store");
    expect(init.next).toBeUndefined();
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });
});
