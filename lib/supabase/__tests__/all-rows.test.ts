import { allRows, PAGE_ROWS, type PageAnswer } from "../all-rows";

/** A table of `total` rows behind an API that answers at most `maxRows` per request. */
function api(total: number, maxRows: number, options: { count?: boolean } = {}) {
  const requests: [number, number][] = [];
  const page = async (from: number, to: number): Promise<PageAnswer<number>> => {
    requests.push([from, to]);
    const end = Math.min(to + 1, from + maxRows, total);
    const data = Array.from({ length: Math.max(0, end - from) }, (_, i) => from + i);
    return { data, error: null, count: options.count === false ? null : total };
  };
  return { page, requests };
}

describe("allRows", () => {
  it("reads past the API's row limit, page after page, in order", async () => {
    const { page, requests } = api(2_345, PAGE_ROWS);
    const result = await allRows(page);
    expect(result.data).toEqual(Array.from({ length: 2_345 }, (_, i) => i));
    expect(requests).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ]);
  });

  it("hands over the first page early only when more follow", async () => {
    const early = jest.fn();
    await allRows(api(2_345, PAGE_ROWS).page, early);
    expect(early).toHaveBeenCalledTimes(1);
    expect(early.mock.calls[0][0]).toHaveLength(PAGE_ROWS);
    expect(early.mock.calls[0][1]).toBe(2_345);
    const single = jest.fn();
    await allRows(api(12, PAGE_ROWS).page, single);
    expect(single).not.toHaveBeenCalled();
  });

  it("reaches every row when the project's max_rows is below a page", async () => {
    const { page, requests } = api(23, 5);
    expect((await allRows(page)).data).toHaveLength(23);
    expect(requests.map(([from]) => from)).toEqual([0, 5, 10, 15, 20]);
  });

  it("stops on a short page when the API gives no count", async () => {
    const { page, requests } = api(1_200, PAGE_ROWS, { count: false });
    expect((await allRows(page)).data).toHaveLength(1_200);
    expect(requests).toHaveLength(2);
  });

  it("stops when rows went away while it read (an empty page before the count)", async () => {
    let calls = 0;
    const result = await allRows<number>(async () => {
      calls += 1;
      return calls === 1
        ? { data: [1, 2, 3], error: null, count: 10 }
        : { data: [], error: null, count: 3 };
    });
    expect(result.data).toEqual([1, 2, 3]);
    // The pages the first count promised, asked for at once; nothing after the empty ones.
    expect(calls).toBe(4);
  });

  it("asks for the pages after the first side by side, and reads rows added meanwhile", async () => {
    let total = 3_500;
    let inFlight = 0;
    let most = 0;
    const requests: number[] = [];
    const result = await allRows<number>(async (from, to) => {
      requests.push(from);
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      // Someone adds 700 rows while the first pages are read.
      if (from === 3_000) total = 4_200;
      const end = Math.min(to + 1, total);
      return {
        data: Array.from({ length: end - from }, (_, i) => from + i),
        error: null,
        count: total,
      };
    });
    expect(result.data).toEqual(Array.from({ length: 4_200 }, (_, i) => i));
    expect(most).toBe(3);
    expect(requests).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it("reads in batches of six, and takes the highest count a batch saw", async () => {
    const rows = 8_001;
    const requests: number[] = [];
    const result = await allRows<number>(async (from, to) => {
      requests.push(from);
      // Only the page at 2000 ran after the last row was added; the others count one fewer.
      const count = from === 2_000 ? rows : rows - 1;
      const end = Math.min(to + 1, rows);
      return { data: Array.from({ length: end - from }, (_, i) => from + i), error: null, count };
    });
    expect(result.data).toEqual(Array.from({ length: rows }, (_, i) => i));
    expect(requests).toEqual([0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]);
  });

  it("reports an error on any page instead of a partial list", async () => {
    let calls = 0;
    const result = await allRows<number>(async () => {
      calls += 1;
      return calls === 1
        ? { data: Array.from({ length: PAGE_ROWS }, (_, i) => i), error: null, count: 5_000 }
        : { data: null, error: { message: "connection reset" } };
    });
    expect(result).toEqual({ data: null, error: { message: "connection reset" } });
  });
});
