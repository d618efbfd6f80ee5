/** @jest-environment node */
import { signJwt } from "../jwt";
import {
  ANON_KEY,
  EDITOR_EMAIL,
  EDITOR_PASSWORD,
  JWT_SECRET,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
  VIEWER_EMAIL,
  VIEWER_PASSWORD,
} from "./harness";
import { clientsFor, type Client } from "./clients";

let server: TestServer;
let anon: Client;
let viewer: Client;
let editor: Client;
let service: Client;
let editorToken: string;

const { client, signedIn: signIn, closeAll } = clientsFor(() => server.url);

async function signedIn(
  email: string,
  password: string,
): Promise<{ client: Client; token: string }> {
  const c = await signIn(email, password);
  const { session } = (await c.auth.getSession()).data;
  if (!session) throw new Error("no session");
  return { client: c, token: session.access_token };
}

function rest(
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Response> {
  return fetch(`${server.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: ANON_KEY, ...(init.headers ?? {}) },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  anon = client(ANON_KEY);
  service = client(SERVICE_ROLE_KEY);
  viewer = (await signedIn(VIEWER_EMAIL, VIEWER_PASSWORD)).client;
  const ed = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
  editor = ed.client;
  editorToken = ed.token;
}, 90_000);

afterAll(async () => {
  await closeAll();
  await server?.cleanup();
});

describe("reading", () => {
  it("returns the seeded site text to anyone, ordered", async () => {
    const { data, error, status, count } = await anon
      .from("website_content")
      .select("*", { count: "exact" })
      .order("content_key", { ascending: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(data?.length);
    const keys = data!.map((row) => row.content_key);
    expect(keys).toEqual([...keys].sort());
    const title = data!.find((row) => row.content_key === "home.hero.title");
    expect(title?.content_value).toBe("Engineering Excellence");
    expect(title?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+\+00:00$/);
  });

  it("supports column lists, filters, limit, offset and ranges", async () => {
    const eq = await anon
      .from("website_content")
      .select("content_key")
      .eq("content_key", "contact.hero.title");
    expect(eq.data).toEqual([{ content_key: "contact.hero.title" }]);

    const inList = await anon
      .from("website_content")
      .select("content_key")
      .in("content_key", ["contact.hero.title", "contact.form.title", "nope"])
      .order("content_key");
    expect(inList.data).toEqual([
      { content_key: "contact.form.title" },
      { content_key: "contact.hero.title" },
    ]);

    const like = await anon
      .from("website_content")
      .select("content_key")
      .like("content_key", "home.*")
      .order("content_key");
    expect(like.data!.map((r) => r.content_key)).toEqual([
      "home.cta.title",
      "home.hero.tagline",
      "home.hero.title",
    ]);

    const ilike = await anon
      .from("website_content")
      .select("content_key")
      .ilike("content_value", "%ENGINEERING EXCELLENCE%");
    expect(ilike.data).toEqual([{ content_key: "home.hero.title" }]);

    const neq = await anon
      .from("website_content")
      .select("content_key")
      .neq("content_key", "contact.hero.title");
    expect(neq.data!.some((r) => r.content_key === "contact.hero.title")).toBe(false);

    const isNull = await anon.from("website_content").select("id").is("content_value", null);
    expect(isNull.data).toEqual([]);

    const compare = await anon
      .from("website_content")
      .select("content_key")
      .gt("content_key", "home")
      .lte("content_key", "home.hero.title");
    expect(compare.data!.length).toBeGreaterThan(0);

    const page = await anon
      .from("website_content")
      .select("content_key")
      .order("content_key")
      .range(1, 2);
    const all = await anon.from("website_content").select("content_key").order("content_key");
    expect(page.data).toEqual(all.data!.slice(1, 3));

    const limited = await anon
      .from("website_content")
      .select("content_key")
      .order("content_key", { ascending: false })
      .limit(1);
    expect(limited.data).toEqual([all.data![all.data!.length - 1]]);

    const aliased = await rest(
      "website_content?select=key:content_key&content_key=eq.contact.hero.title",
    );
    expect(await aliased.json()).toEqual([{ key: "contact.hero.title" }]);
    expect(aliased.headers.get("content-range")).toBe("0-0/*");
  });

  it("answers single() with an object, and 406 PGRST116 when not exactly one row", async () => {
    const one = await anon
      .from("website_content")
      .select("content_value")
      .eq("content_key", "home.hero.title")
      .single();
    expect(one.status).toBe(200);
    expect(one.data).toEqual({ content_value: "Engineering Excellence" });

    const none = await anon
      .from("website_content")
      .select("*")
      .eq("content_key", "missing.key")
      .single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({
      code: "PGRST116",
      message: "Cannot coerce the result to a single JSON object",
      details: "The result contains 0 rows",
      hint: null,
    });

    const maybe = await anon
      .from("website_content")
      .select("*")
      .eq("content_key", "missing.key")
      .maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  it("treats publishable and secret keys as anon and service role", async () => {
    const publishable = await client(PUBLISHABLE_KEY).from("website_content").select("id").limit(1);
    expect(publishable.status).toBe(200);
    const denied = await client(PUBLISHABLE_KEY)
      .from("website_content")
      .insert({ content_key: "pk.test", content_value: "x" });
    expect(denied.status).toBe(401);
    const secret = await client(SECRET_KEY)
      .from("website_content")
      .insert({ content_key: "sk.test", content_value: "x" });
    expect(secret.status).toBe(201);
  });
});

describe("row-level security", () => {
  it("refuses every write from anon with 401 42501", async () => {
    const insert = await anon
      .from("website_content")
      .insert({ content_key: "anon.write", content_value: "x" });
    expect(insert.status).toBe(401);
    expect(insert.error).toMatchObject({
      code: "42501",
      message: "permission denied for table website_content",
    });

    const update = await anon
      .from("website_content")
      .update({ content_value: "hacked" })
      .eq("content_key", "home.hero.title");
    expect(update.status).toBe(401);
    expect(update.error?.code).toBe("42501");

    const remove = await anon.from("website_content").delete().eq("content_key", "home.hero.title");
    expect(remove.status).toBe(401);
    expect(remove.error?.code).toBe("42501");
  });

  it("lets a signed-in non-editor read but not write", async () => {
    const read = await viewer
      .from("website_content")
      .select("content_key")
      .eq("content_key", "home.hero.title");
    expect(read.status).toBe(200);
    expect(read.data).toHaveLength(1);

    const insert = await viewer
      .from("website_content")
      .insert({ content_key: "viewer.write", content_value: "x" });
    expect(insert.status).toBe(403);
    expect(insert.error).toEqual({
      code: "42501",
      message: 'new row violates row-level security policy for table "website_content"',
      details: null,
      hint: null,
    });

    // RLS hides the rows from UPDATE/DELETE: no error, nothing changes.
    const update = await viewer
      .from("website_content")
      .update({ content_value: "hacked" })
      .eq("content_key", "home.hero.title")
      .select();
    expect(update.status).toBe(200);
    expect(update.data).toEqual([]);
    const plainUpdate = await viewer
      .from("website_content")
      .update({ content_value: "hacked" })
      .eq("content_key", "home.hero.title");
    expect(plainUpdate.status).toBe(204);

    const remove = await viewer
      .from("website_content")
      .delete()
      .eq("content_key", "home.hero.title");
    expect(remove.status).toBe(204);

    const after = await anon
      .from("website_content")
      .select("content_value")
      .eq("content_key", "home.hero.title")
      .single();
    expect(after.data?.content_value).toBe("Engineering Excellence");
  });

  it("lets an editor insert, update and delete", async () => {
    const inserted = await editor
      .from("website_content")
      .insert({ content_key: "editor.crud", content_value: "first" })
      .select()
      .single();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toMatchObject({ content_key: "editor.crud", content_value: "first" });
    const row = inserted.data!;

    const duplicate = await editor
      .from("website_content")
      .insert({ content_key: "editor.crud", content_value: "again" });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error).toEqual({
      code: "23505",
      message: 'duplicate key value violates unique constraint "website_content_content_key_key"',
      // Postgres leaves out the key values when RLS applies to the caller, as on hosted projects.
      details: null,
      hint: null,
    });

    // The trigger stamps now(), which PGlite counts in whole milliseconds: an update within the
    // insert's millisecond would keep its stamp, and a stale compare-and-set would still match.
    while (Date.now() <= Date.parse(row.updated_at)) {
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    // The client's updated_at is overridden by the trigger.
    const updated = await editor
      .from("website_content")
      .update({ content_value: "second", updated_at: "1970-01-01T00:00:00.000Z" })
      .eq("id", row.id)
      .eq("updated_at", row.updated_at)
      .select()
      .single();
    expect(updated.status).toBe(200);
    expect(updated.data?.content_value).toBe("second");
    expect(Date.parse(updated.data!.updated_at)).toBeGreaterThan(Date.parse(row.updated_at));
    expect(updated.data!.updated_at).not.toBe("1970-01-01T00:00:00+00:00");

    // A stale compare-and-set matches nothing.
    const stale = await editor
      .from("website_content")
      .update({ content_value: "third" })
      .eq("id", row.id)
      .eq("updated_at", row.updated_at)
      .select();
    expect(stale.status).toBe(200);
    expect(stale.data).toEqual([]);

    const removed = await editor.from("website_content").delete().eq("id", row.id);
    expect(removed.status).toBe(204);
    const gone = await anon.from("website_content").select("id").eq("id", row.id);
    expect(gone.data).toEqual([]);
  });

  it("enforces the named check constraints", async () => {
    const badKey = await editor
      .from("website_content")
      .insert({ content_key: "Bad Key", content_value: "x" });
    expect(badKey.status).toBe(400);
    expect(badKey.error?.code).toBe("23514");
    expect(badKey.error?.message).toContain("website_content_key_format");

    const tooLong = await editor
      .from("website_content")
      .insert({ content_key: "too.long", content_value: "x".repeat(10_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.message).toContain("website_content_value_length");

    const missing = await editor
      .from("website_content")
      .insert({ content_key: "no.value" } as never);
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe("23502");
  });

  it("lets the service role bypass RLS, with bulk insert and upsert", async () => {
    const bulk = await service
      .from("website_content")
      .insert([
        { content_key: "bulk.one", content_value: "1" },
        { content_key: "bulk.two", content_value: "2" },
      ])
      .select("content_key");
    expect(bulk.status).toBe(201);
    expect(bulk.data).toEqual([{ content_key: "bulk.one" }, { content_key: "bulk.two" }]);

    const upsert = await service
      .from("website_content")
      .upsert({ content_key: "bulk.one", content_value: "uno" }, { onConflict: "content_key" })
      .select("content_key, content_value");
    expect(upsert.data).toEqual([{ content_key: "bulk.one", content_value: "uno" }]);

    const count = await service
      .from("website_content")
      .delete({ count: "exact" })
      .like("content_key", "bulk.*");
    expect(count.status).toBe(204);
    expect(
      (await anon.from("website_content").select("id").like("content_key", "bulk.*")).data,
    ).toEqual([]);
  });

  it("loses nothing in a burst of concurrent writes", async () => {
    const writes = Array.from({ length: 40 }, (_, i) =>
      editor
        .from("website_content")
        .insert({ content_key: `burst.${i}`, content_value: String(i) }),
    );
    const results = await Promise.all(writes);
    expect(results.map((r) => r.status)).toEqual(Array(40).fill(201));
    const { count } = await anon
      .from("website_content")
      .select("*", { count: "exact", head: true })
      .like("content_key", "burst.*");
    expect(count).toBe(40);
  });
});

describe("bad input", () => {
  async function expectError(
    response: Response,
    status: number,
    code: string,
  ): Promise<Record<string, unknown>> {
    const body = (await response.json()) as Record<string, unknown>;
    expect({ status: response.status, code: body.code }).toEqual({ status, code });
    return body;
  }

  it("rejects malformed filters, orders and selects with 400 PGRST100", async () => {
    await expectError(await rest("website_content?content_key=eqq.x"), 400, "PGRST100");
    await expectError(await rest("website_content?content_key=in.x,y"), 400, "PGRST100");
    await expectError(await rest("website_content?order=content_key.sideways"), 400, "PGRST100");
    await expectError(await rest("website_content?limit=many"), 400, "PGRST100");
    await expectError(await rest("website_content?select=content_key,,"), 400, "PGRST100");
    await expectError(await rest("website_content?content_key=is.maybe"), 400, "PGRST100");
  });

  it("maps bad values, unknown columns and unknown tables", async () => {
    const uuid = await expectError(await rest("website_content?id=eq.not-a-uuid"), 400, "22P02");
    expect(uuid.message).toBe('invalid input syntax for type uuid: "not-a-uuid"');
    const column = await expectError(await rest("website_content?select=nope"), 400, "42703");
    expect(column.message).toBe("column website_content.nope does not exist");
    await expectError(await rest("website_content?nope=eq.1"), 400, "42703");
    const table = await expectError(await rest("no_such_table"), 404, "PGRST205");
    expect(table.message).toBe(
      "Could not find the table 'public.no_such_table' in the schema cache",
    );
    const bodyColumn = await editor
      .from("website_content")
      .insert({ content_key: "x.y", content_value: "v", nope: 1 } as never);
    expect(bodyColumn.status).toBe(400);
    expect(bodyColumn.error?.code).toBe("PGRST204");
    await expectError(
      await rest("website_content", { headers: { "Accept-Profile": "private" } }),
      406,
      "PGRST106",
    );
    await expectError(await rest("website_content?select=other(*)"), 400, "PGRST200");
  });

  it("rejects bad JSON bodies with 400 PGRST102", async () => {
    const headers = { Authorization: `Bearer ${editorToken}`, "Content-Type": "application/json" };
    await expectError(
      await rest("website_content", { method: "POST", headers, body: "{not json" }),
      400,
      "PGRST102",
    );
    await expectError(
      await rest("website_content", { method: "POST", headers, body: "" }),
      400,
      "PGRST102",
    );
    await expectError(
      await rest("website_content", { method: "POST", headers, body: "[1,2]" }),
      400,
      "PGRST102",
    );
    await expectError(
      await rest("website_content?id=eq.1", { method: "PATCH", headers, body: "42" }),
      400,
      "PGRST102",
    );
  });

  it("rejects bad and expired JWTs with 401", async () => {
    const garbage = await rest("website_content", {
      headers: { Authorization: "Bearer not-a-jwt" },
    });
    const body = await expectError(garbage, 401, "PGRST301");
    expect(body.message).toBe("Expected 3 parts in JWT; got 1");
    expect(garbage.headers.get("www-authenticate")).toContain("invalid_token");

    const forged = signJwt(
      { role: "service_role", exp: Math.floor(Date.now() / 1000) + 60 },
      "a-different-secret-of-enough-length!!",
    );
    await expectError(
      await rest("website_content", { headers: { Authorization: `Bearer ${forged}` } }),
      401,
      "PGRST301",
    );

    const expired = signJwt(
      { role: "authenticated", sub: "a0e1b2c3-0000-4000-8000-000000000001", exp: 1_000_000 },
      JWT_SECRET,
    );
    const expiredBody = await expectError(
      await rest("website_content", { headers: { Authorization: `Bearer ${expired}` } }),
      401,
      "PGRST303",
    );
    expect(expiredBody.message).toBe("JWT expired");

    const badRole = signJwt(
      { role: "postgres", exp: Math.floor(Date.now() / 1000) + 60 },
      JWT_SECRET,
    );
    await expectError(
      await rest("website_content", { headers: { Authorization: `Bearer ${badRole}` } }),
      401,
      "22023",
    );
  });

  it("answers unknown API keys like the gateway", async () => {
    const wrong = await fetch(`${server.url}/rest/v1/website_content`, {
      headers: { apikey: "nonsense" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: "Invalid API key" });
  });

  it("refuses oversized bodies with 413 and keeps serving", async () => {
    const huge = JSON.stringify({
      content_key: "huge",
      content_value: "x".repeat(1024 * 1024 + 10),
    });
    const response = await rest("website_content", {
      method: "POST",
      headers: { Authorization: `Bearer ${editorToken}`, "Content-Type": "application/json" },
      body: huge,
    });
    expect(response.status).toBe(413);
    const after = await anon.from("website_content").select("id").limit(1);
    expect(after.status).toBe(200);
  });

  it("handles odd URLs, methods and unfiltered writes without a 5xx", async () => {
    await expectError(await rest("website%E0%A4%A"), 400, "PGRST100");
    await expectError(
      await rest("website_content", { method: "PUT", body: "{}" }),
      405,
      "PGRST117",
    );
    const unfiltered = await editor
      .from("website_content")
      .delete()
      .neq("content_key", "__never__");
    expect(unfiltered.status).toBe(204);
    // The filter above is real; a truly unfiltered delete is refused like pg-safeupdate does on hosted projects.
    const refused = await rest("website_content", {
      method: "DELETE",
      headers: { Authorization: `Bearer ${editorToken}` },
    });
    await expectError(refused, 400, "21000");
  });

  it("answers CORS preflight and exposes Content-Range", async () => {
    const preflight = await fetch(`${server.url}/rest/v1/website_content`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers":
          "apikey, authorization, content-type, prefer, x-client-info",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("prefer");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PATCH");
    const get = await rest("website_content?limit=1", {
      headers: { Origin: "http://localhost:3000" },
    });
    expect(get.headers.get("access-control-expose-headers")).toContain("Content-Range");
  });
});
