/** @jest-environment node */
import { ANON_KEY } from "./harness";
import { plainClient, serverForFile } from "./clients";

// Each test makes many requests in turn; a loaded machine must not turn that into a failure.
jest.setTimeout(30_000);

const { url } = serverForFile();
const db = () => plainClient(url());

async function rpc(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(`${url()}/rest/v1/rpc/${path}`, {
    ...init,
    headers: { apikey: ANON_KEY, "Content-Type": "application/json", ...init.headers },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("functions", () => {
  it("calls a scalar function by POST and by GET", async () => {
    expect((await db().rpc("add", { a: 2, b: 3 })).data).toBe(5);
    expect((await db().rpc("add", { a: 4, b: 5 }, { get: true })).data).toBe(9);
    const viaUrl = await rpc("add?a=1&b=1");
    expect(viaUrl.text).toBe("2");
  });

  it("passes JSON arrays to array parameters", async () => {
    expect((await db().rpc("skill_count", { skills: ["c", "rust", "go"] })).data).toBe(3);
  });

  it("filters, orders, selects and pages a set-returning function like a table", async () => {
    const { data, error } = await db()
      .rpc("engineers_in", { city: "Hyderabad" })
      .select("name, level")
      .gte("level", 2)
      .order("level", { ascending: true });
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: "Chitra", level: 2 },
      { name: "Asha", level: 3 },
    ]);
    const viaGet = await rpc("engineers_in?city=Hyderabad&select=name&name=like.C*");
    expect(JSON.parse(viaGet.text)).toEqual([{ name: "Chitra" }]);
    const counted = await db()
      .rpc("engineers_in", { city: "Hyderabad" }, { count: "exact" })
      .select("id")
      .limit(1);
    expect(counted.count).toBe(2);
    expect(counted.data).toHaveLength(1);
  });

  it("embeds the relationships of the table a function returns", async () => {
    const { data } = await db()
      .rpc("engineers_in", { city: "San Jose" })
      .select("name, branches(city), mentor:mentor_id(name)");
    expect(data).toEqual([
      { name: "Ben", branches: { city: "San Jose" }, mentor: { name: "Asha" } },
    ]);
  });

  it("returns sets of scalars as arrays and RETURNS TABLE as rows", async () => {
    expect((await db().rpc("office_cities")).data).toEqual(["Hyderabad", "San Jose", "Austin"]);
    const { data } = await db().rpc("team_sizes").eq("office", "Hyderabad");
    expect(data).toEqual([{ office: "Hyderabad", people: 2 }]);
    const single = await db().rpc("team_sizes").eq("office", "Austin").single();
    expect(single.data).toEqual({ office: "Austin", people: 0 });
  });

  it("gives a function of one unnamed json parameter the whole body", async () => {
    const { data } = await db().rpc("echo", { anything: [1, { nested: true }] });
    expect(data).toEqual({ anything: [1, { nested: true }] });
  });

  it("answers a void function with 204 and runs it in a writable transaction only by POST", async () => {
    const post = await rpc("rename_office", {
      method: "POST",
      body: JSON.stringify({ office: 3, new_city: "Round Rock" }),
    });
    expect(post.status).toBe(204);
    const { data } = await db().from("branches").select("city").eq("id", 3).single();
    expect(data).toEqual({ city: "Round Rock" });
    const get = await rpc("rename_office?office=3&new_city=Austin");
    expect(get.status).toBe(405);
    expect(JSON.parse(get.text).code).toBe("25006");
  });

  it("refuses overloads it cannot tell apart, and unknown functions, with PostgREST's codes", async () => {
    const ambiguous = await db().rpc("describe", { subject: "x" });
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error).toMatchObject({ code: "PGRST203" });
    expect(ambiguous.error?.message).toContain("public.describe(subject => integer)");
    expect(ambiguous.error?.message).toContain("public.describe(subject => text)");
    const unknownArgs = await db().rpc("add", { a: 1, c: 2 });
    expect(unknownArgs.status).toBe(404);
    expect(unknownArgs.error).toMatchObject({
      code: "PGRST202",
      message: "Could not find the function public.add(a, c) in the schema cache",
    });
  });

  it('calls a function of one unnamed text parameter with the body, given as the key ""', async () => {
    const { data, error } = await db().rpc("shout", { "": "quiet" });
    expect(error).toBeNull();
    // PostgREST hands the one unnamed parameter the body's text.
    expect(data).toBe('{"":"QUIET"}');
  });

  it("leaves out overloads whose unnamed parameter it could not pass", async () => {
    const { error, status } = await db().rpc("pick");
    expect(status).toBe(300);
    expect(error).toMatchObject({
      code: "PGRST203",
      message:
        "Could not choose the best candidate function between: public.pick(), public.pick( => text)",
    });
  });

  it("does not offer a function whose unnamed parameter is not text or JSON, and counts a set of scalars", async () => {
    const unnamed = await rpc("twice?=3");
    expect(unnamed.status).toBe(404);
    expect(JSON.parse(unnamed.text).code).toBe("PGRST202");
    const counted = await rpc("office_cities", {
      method: "POST",
      body: "{}",
      headers: { Prefer: "count=exact" },
    });
    expect(counted.headers.get("content-range")).toBe("0-2/3");
  });

  it("enforces max-affected on set-returning functions only", async () => {
    const over = await rpc("office_cities", {
      method: "POST",
      body: "{}",
      headers: { Prefer: "handling=strict,max-affected=1" },
    });
    expect(over.status).toBe(400);
    expect(JSON.parse(over.text).code).toBe("PGRST124");
    const scalar = await rpc("add", {
      method: "POST",
      body: JSON.stringify({ a: 1, b: 2 }),
      headers: { Prefer: "handling=strict,max-affected=1" },
    });
    expect(JSON.parse(scalar.text).code).toBe("PGRST128");
  });
});
