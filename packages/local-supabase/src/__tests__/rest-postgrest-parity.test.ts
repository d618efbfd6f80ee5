/** @jest-environment node */
import { ANON_KEY } from "./harness";
import { plainClient, serverForFile } from "./clients";

// Each test makes many requests in turn; a loaded machine must not turn that into a failure.
jest.setTimeout(30_000);

const { url } = serverForFile();
const db = () => plainClient(url());

async function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await fetch(`${url()}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: ANON_KEY, "Content-Type": "application/json", ...init.headers },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe("the platform roles", () => {
  it("has PostgREST's authenticator, so hosted migrations that configure it apply", async () => {
    const { data, error } = await db().rpc("authenticator_role");
    expect(error).toBeNull();
    expect(data).toEqual({
      settings: ["pgrst.db_plan_enabled=true"],
      inherits: false,
      switches_to: ["anon", "authenticated", "service_role"],
    });
  });
});

describe("upserts", () => {
  it("merges a row that gives only its conflict columns, and returns it", async () => {
    const merged = await db()
      .from("handles")
      .upsert({ username: "ada" }, { onConflict: "username" })
      .select();
    expect(merged.error).toBeNull();
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ username: "ada", status: "OFFLINE" }]);
  });

  it("answers 201 to an ignoring upsert even when it inserts nothing", async () => {
    const ignored = await db()
      .from("handles")
      .upsert({ username: "ada" }, { onConflict: "username", ignoreDuplicates: true })
      .select();
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    expect(ignored.status).toBe(201);
  });
});

describe("missing=default", () => {
  it("evaluates every column default for every row, as PostgREST does", async () => {
    const inserted = await db()
      .from("tickets")
      .insert([{ id: 100 }, { code: "x" }], { defaultToNull: false })
      .select("id, code, note");
    expect(inserted.error).toBeNull();
    // The first row gives its id, yet the sequence still advances for it.
    expect(inserted.data).toEqual([
      { id: 100, code: null, note: "new" },
      { id: 2, code: "x", note: "new" },
    ]);
    await db().from("tickets").update({ note: "seen" }).eq("id", 100);
    const upserted = await db()
      .from("tickets")
      .upsert(
        [
          { id: 100, code: "y" },
          { code: "z", note: "urgent" },
        ],
        { defaultToNull: false },
      )
      .select("id, code, note");
    expect(upserted.error).toBeNull();
    expect(upserted.status).toBe(201);
    // A merged row takes the defaults of the listed columns it leaves out.
    expect(upserted.data).toEqual([
      { id: 100, code: "y", note: "new" },
      { id: 4, code: "z", note: "urgent" },
    ]);
  });
});

describe("columns", () => {
  it("takes double-quoted names, spaces included", async () => {
    const created = await rest('tickets?columns="column whitespace","id"', {
      method: "POST",
      body: JSON.stringify({ "column whitespace": "spaced", id: 500, code: "left out" }),
      headers: { Prefer: "return=representation" },
    });
    expect(created.status).toBe(201);
    expect(JSON.parse(created.text)).toEqual([
      { id: 500, code: null, "column whitespace": "spaced", note: "new" },
    ]);
    const upserted = await rest('tickets?on_conflict="id"&columns=id, code', {
      method: "POST",
      body: JSON.stringify({ id: 500, code: "kept" }),
      headers: { Prefer: "resolution=merge-duplicates,return=representation" },
    });
    expect(upserted.status).toBe(200);
    expect(JSON.parse(upserted.text)).toMatchObject([{ id: 500, code: "kept" }]);
    const unparsable = await rest("tickets?columns=id,(code)", { method: "POST", body: "{}" });
    expect(unparsable.status).toBe(400);
    expect(JSON.parse(unparsable.text).code).toBe("PGRST100");
  });
});

describe("counts of functions", () => {
  it("counts a scalar result as one row, by POST, GET and HEAD", async () => {
    const posted = await db().rpc("add", { a: 1, b: 2 }, { count: "exact" });
    expect(posted).toMatchObject({ data: 3, count: 1, status: 200 });
    const got = await db().rpc("add", { a: 1, b: 2 }, { count: "exact", get: true });
    expect(got).toMatchObject({ data: 3, count: 1 });
    const head = await db().rpc("add", { a: 1, b: 2 }, { count: "exact", head: true });
    expect(head).toMatchObject({ data: null, count: 1 });
    const raw = await rest("rpc/add?a=1&b=2", { headers: { Prefer: "count=exact" } });
    expect(raw.headers.get("content-range")).toBe("0-0/1");
  });
});

describe("embeds without fields", () => {
  it("join and filter but are left out of the rows", async () => {
    const all = await db().from("notices").select("message, handles()").order("id");
    expect(all.error).toBeNull();
    expect(all.data).toEqual([{ message: "Hello" }, { message: "Orphan" }]);
    const offline = await db()
      .from("notices")
      .select("message, handles!inner()")
      .eq("handles.status", "OFFLINE");
    expect(offline.error).toBeNull();
    expect(offline.data).toEqual([{ message: "Hello" }]);
  });
});

describe("CSV", () => {
  it("writes each row as Postgres writes a record, values quoted as it quotes them", async () => {
    const { data, error } = await db()
      .from("notes")
      .select("id, body, tags, meta, done")
      .order("id")
      .csv();
    expect(error).toBeNull();
    expect(data).toBe(
      [
        "id,body,tags,meta,done",
        `1,"'cat' 'fat'","{a,""b c""}","{""baz"": ""q\\\\""x"", ""foo"": {""bar"": 1}}",t`,
        "2,plain,,,f",
        `3,"back\\\\slash",{},"[1, 2]",`,
      ].join("\n"),
    );
  });

  it("has no header when there are no rows, as the header is the first row's keys", async () => {
    const empty = await rest("notes?id=eq.0", { headers: { Accept: "text/csv" } });
    expect(empty.status).toBe(200);
    expect(empty.text).toBe("\n");
  });
});

describe("execution plans", () => {
  it("answers Accept: application/vnd.pgrst.plan with the read's EXPLAIN, in JSON or text", async () => {
    const json = await db().from("engineers").select("name, branches(city)").explain({
      format: "json",
    });
    expect(json.error).toBeNull();
    expect(json.data).toEqual([expect.objectContaining({ Plan: expect.any(Object) })]);

    const text = await db().from("engineers").select().explain({ analyze: true });
    expect(text.error).toBeNull();
    // The rows are wrapped in one JSON aggregate, as PostgREST wraps them.
    expect(text.data).toMatch(/^Aggregate {2}\(cost=.*actual time=/);
  });

  it("shows a verbose plan's query identifier and settings, as hosted projects do", async () => {
    const verbose = await db().from("engineers").select().explain({
      format: "json",
      verbose: true,
      settings: true,
    });
    expect(verbose.error).toBeNull();
    expect(verbose.data).toEqual([
      expect.objectContaining({
        Plan: expect.any(Object),
        "Query Identifier": expect.any(Number),
        // PostgREST's search_path: the request's schema, then extra_search_path as configured.
        Settings: expect.objectContaining({ search_path: '"public", "public", "extensions"' }),
      }),
    ]);
  });
});
