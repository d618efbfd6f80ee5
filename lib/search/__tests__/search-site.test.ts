/** @jest-environment node */
import { createPublicClient } from "@/lib/supabase/public-client";
import { recordSearch } from "@/lib/search/record-search";
import { searchSite } from "@/lib/search/search-site";

jest.mock("@/lib/supabase/public-client", () => ({ createPublicClient: jest.fn() }));

const rpc = jest.fn();

const answer = {
  query: "chips",
  corrected_query: null,
  kind: null,
  page: 1,
  page_size: 20,
  total: 0,
  counts: {},
  hits: [],
};

beforeEach(() => {
  rpc.mockReset();
  jest
    .mocked(createPublicClient)
    .mockReset()
    .mockImplementation(() => ({ rpc }) as unknown as ReturnType<typeof createPublicClient>);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe("searchSite", () => {
  it("asks the database past the data cache, with the kind only when there is one", async () => {
    rpc.mockResolvedValue({ data: answer, error: null });
    await expect(searchSite("chips", null, 1)).resolves.toMatchObject({ query: "chips", total: 0 });
    expect(createPublicClient).toHaveBeenCalledWith({ cached: false });
    expect(rpc).toHaveBeenLastCalledWith("search_site", { query: "chips", page_number: 1 });

    await searchSite("chips", "posts", 3);
    expect(rpc).toHaveBeenLastCalledWith("search_site", {
      query: "chips",
      kind: "posts",
      page_number: 3,
    });
  });

  it("is null when the backend answers an error, fails, or answers something else", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: "connection refused" } });
    await expect(searchSite("chips", null, 1)).resolves.toBeNull();
    rpc.mockRejectedValueOnce(new TypeError("fetch failed"));
    await expect(searchSite("chips", null, 1)).resolves.toBeNull();
    rpc.mockResolvedValueOnce({ data: "<html>proxy error</html>", error: null });
    await expect(searchSite("chips", null, 1)).resolves.toBeNull();
  });
});

describe("recordSearch", () => {
  it("counts the search past the data cache", async () => {
    rpc.mockResolvedValue({ data: null, error: null });
    await recordSearch("chips", false);
    expect(createPublicClient).toHaveBeenCalledWith({ cached: false });
    expect(rpc).toHaveBeenCalledWith("record_search", { query: "chips", had_results: false });
  });

  it("never fails the page: an error or an outage is only logged", async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: "permission denied" } });
    await expect(recordSearch("chips", true)).resolves.toBeUndefined();
    rpc.mockRejectedValueOnce(new TypeError("fetch failed"));
    await expect(recordSearch("chips", true)).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
