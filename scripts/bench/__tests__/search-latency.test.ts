/**
 * @jest-environment node
 */
import { describeCase, SEARCH_CASES, summarise } from "../search-latency";

describe("the site search's latency figures", () => {
  it("summarises timings as min, median, p95 and max, to a tenth of a millisecond", () => {
    const times = Array.from({ length: 20 }, (_, i) => i + 1.04);
    expect(summarise(times)).toEqual({
      samples: 20,
      minMs: 1,
      medianMs: 10,
      p95Ms: 19,
      maxMs: 20,
    });
  });

  it("reports no searches as zeros rather than infinities", () => {
    expect(summarise([])).toEqual({ samples: 0, minMs: 0, medianMs: 0, p95Ms: 0, maxMs: 0 });
  });

  it("names a case by its query, kind and page", () => {
    expect(describeCase({ query: "dft", kind: "services" })).toBe("dft (kind services)");
    expect(describeCase({ query: "scan", page: 2 })).toBe("scan (page 2)");
    expect(describeCase({ query: "jtag" })).toBe("jtag");
  });

  it("searches at least 30 distinct ways, misspellings, a kind and a later page among them", () => {
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SEARCH_CASES.map(describeCase)).size).toBe(SEARCH_CASES.length);
    const queries = SEARCH_CASES.map((search) => search.query);
    expect(queries).toEqual(expect.arrayContaining(["verifcation", "embeded", "fpga -asic"]));
    expect(SEARCH_CASES.some((search) => search.kind)).toBe(true);
    expect(SEARCH_CASES.some((search) => (search.page ?? 1) > 1)).toBe(true);
  });
});
