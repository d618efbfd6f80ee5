/** @jest-environment node */
import { type LastGoodOptions, OUTAGE_QUIET_MS, withLastGood } from "@/lib/supabase/last-good";

const URL_OF = (table: string, query = "select=*") => `http://db.test/rest/v1/${table}?${query}`;

/** A backend whose next answers the test sets: a body (200), a status, or no connection. */
function backend() {
  const answers: (string | number | Error)[] = [];
  const read = jest.fn(async (): Promise<Response> => {
    const next = answers.shift();
    if (next === undefined) throw new Error("no answer set");
    if (next instanceof Error) throw next;
    if (typeof next === "number") return new Response("{}", { status: next });
    return new Response(next, {
      status: 200,
      headers: { "content-type": "application/json", "content-range": "0-0/1" },
    });
  });
  return { answers, read: read as unknown as typeof fetch };
}

const refused = () =>
  Object.assign(new TypeError("fetch failed"), {
    cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
  });

function setUp(options: Partial<LastGoodOptions> = {}) {
  const { answers, read } = backend();
  const onFallback = jest.fn();
  const warn = jest.fn();
  const fetchKept = withLastGood(read, {
    maxCopies: 10,
    maxChars: 1000,
    onFallback,
    warn,
    ...options,
  });
  return { answers, fetchKept, onFallback, warn };
}

describe("withLastGood", () => {
  it("answers a failed read with the last successful answer to it, headers and all", async () => {
    const { answers, fetchKept, onFallback } = setUp();
    answers.push('[{"id":1}]', refused(), 503);
    expect(await (await fetchKept(URL_OF("faqs"))).text()).toBe('[{"id":1}]');

    const afterRefusal = await fetchKept(URL_OF("faqs"));
    expect(afterRefusal.status).toBe(200);
    expect(afterRefusal.headers.get("content-range")).toBe("0-0/1");
    expect(await afterRefusal.json()).toEqual([{ id: 1 }]);
    expect(await (await fetchKept(URL_OF("faqs"))).json()).toEqual([{ id: 1 }]);
    // Each failed read shortens the life of the page it is part of.
    expect(onFallback).toHaveBeenCalledTimes(2);
  });

  it("fails as before when the read never succeeded: the error, or the backend's 5xx", async () => {
    const { answers, fetchKept, onFallback } = setUp();
    const error = refused();
    answers.push(error, 502);
    await expect(fetchKept(URL_OF("faqs"))).rejects.toBe(error);
    expect((await fetchKept(URL_OF("faqs"))).status).toBe(502);
    expect(onFallback).toHaveBeenCalledTimes(2);
  });

  it("answers with fresh data once the backend is back, and keeps that instead", async () => {
    const { answers, fetchKept, onFallback } = setUp();
    answers.push('"old"', refused(), '"new"', refused());
    await fetchKept(URL_OF("faqs"));
    expect(await (await fetchKept(URL_OF("faqs"))).json()).toBe("old");
    expect(await (await fetchKept(URL_OF("faqs"))).json()).toBe("new");
    expect(await (await fetchKept(URL_OF("faqs"))).json()).toBe("new");
    expect(onFallback).toHaveBeenCalledTimes(2);
  });

  it("keeps each read apart: another query, page or count is another read", async () => {
    const { answers, fetchKept } = setUp();
    answers.push('"all"', '"second page"', refused(), refused());
    await fetchKept(URL_OF("faqs"));
    await fetchKept(URL_OF("faqs"), { headers: { Range: "1000-1999" } });
    expect(await (await fetchKept(URL_OF("faqs"))).json()).toBe("all");
    const page = await fetchKept(URL_OF("faqs"), { headers: { Range: "1000-1999" } });
    expect(await page.json()).toBe("second page");
    answers.push(refused());
    await expect(fetchKept(URL_OF("faqs", "select=id"))).rejects.toThrow("fetch failed");
  });

  it("passes a 4xx on as the backend's answer, neither kept nor replaced", async () => {
    const { answers, fetchKept, onFallback } = setUp();
    answers.push('"kept"', 404, refused());
    await fetchKept(URL_OF("faqs"));
    expect((await fetchKept(URL_OF("faqs"))).status).toBe(404);
    expect(await (await fetchKept(URL_OF("faqs"))).json()).toBe("kept");
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it("leaves writes alone", async () => {
    const { answers, fetchKept, onFallback } = setUp();
    const error = refused();
    answers.push("{}", error);
    await fetchKept(URL_OF("rpc/record_search"), { method: "POST", body: "{}" });
    await expect(
      fetchKept(URL_OF("rpc/record_search"), { method: "POST", body: "{}" }),
    ).rejects.toBe(error);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it("warns once per table per outage, with what failed", async () => {
    let clock = 0;
    const { answers, fetchKept, warn } = setUp({ now: () => clock });
    answers.push('"a"', refused(), refused(), 503);
    await fetchKept(URL_OF("faqs"));
    await fetchKept(URL_OF("faqs"));
    await fetchKept(URL_OF("faqs"));
    await fetchKept(URL_OF("faqs"));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toBe(
      "faqs unreadable (fetch failed: ECONNREFUSED): pages use the last answer read, or their defaults where none was, until the backend answers.",
    );
    // A backend coming back answers some reads and fails others: still the same outage.
    clock += 1000;
    answers.push('"b"', refused());
    await fetchKept(URL_OF("faqs"));
    await fetchKept(URL_OF("faqs"));
    expect(warn).toHaveBeenCalledTimes(1);
    // Answering for OUTAGE_QUIET_MS after its last failure ends it: the next failure is news.
    clock += OUTAGE_QUIET_MS;
    answers.push('"c"', refused());
    await fetchKept(URL_OF("faqs"));
    await fetchKept(URL_OF("faqs"));
    expect(warn).toHaveBeenCalledTimes(2);
    // Another table's outage is told of apart.
    answers.push(refused());
    await expect(fetchKept(URL_OF("offices"))).rejects.toThrow("fetch failed");
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[2][0]).toMatch(/^offices unreadable/);
  });

  it("keeps at most maxCopies reads, the least recently used going first", async () => {
    const { answers, fetchKept } = setUp({ maxCopies: 2 });
    answers.push('"a"', '"b"', refused(), '"c"');
    await fetchKept(URL_OF("a"));
    await fetchKept(URL_OF("b"));
    // Served from its copy, "a" is now the most recently used: "b" goes when "c" arrives.
    await fetchKept(URL_OF("a"));
    await fetchKept(URL_OF("c"));
    answers.push(refused(), refused(), refused());
    expect(await (await fetchKept(URL_OF("a"))).json()).toBe("a");
    expect(await (await fetchKept(URL_OF("c"))).json()).toBe("c");
    await expect(fetchKept(URL_OF("b"))).rejects.toThrow("fetch failed");
  });

  it("keeps at most maxChars of answers in all, and no answer longer than that", async () => {
    const { answers, fetchKept } = setUp({ maxChars: 10 });
    answers.push('"12345"', '"6789"', '"this answer is too long"');
    await fetchKept(URL_OF("a"));
    await fetchKept(URL_OF("b"));
    await fetchKept(URL_OF("c"));
    answers.push(refused(), refused(), refused());
    await expect(fetchKept(URL_OF("c"))).rejects.toThrow("fetch failed");
    expect(await (await fetchKept(URL_OF("b"))).json()).toBe("6789");
    // "a" (7 characters) had to go for "b" (6): together they are more than 10.
    await expect(fetchKept(URL_OF("a"))).rejects.toThrow("fetch failed");
  });
});
