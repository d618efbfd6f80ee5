/** @jest-environment node */
import path from "node:path";
import { createClient } from "@supabase/supabase-js";
import { latestMail, uniqueEmail } from "./auth-helpers";
import { ANON_KEY, SERVICE_ROLE_KEY, startTestServer, type TestServer } from "./harness";

/** fixtures/configured-project/supabase/config.toml: what each test below expects comes from it. */
const PROJECT = path.join(__dirname, "fixtures", "configured-project");

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, [], PROJECT);
}, 90_000);

afterAll(() => server?.cleanup());

function client(key = ANON_KEY) {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

describe("a project configured by supabase/config.toml", () => {
  it("warns of the unknown key and starts all the same", () => {
    expect(server.output()).toContain(
      "[local-supabase] supabase/config.toml: unknown key auth.enable_sign_ups ignored",
    );
  });

  it("seeds from [db.seed] sql_paths in name order, not from seed.sql", async () => {
    const { data, error } = await client(SERVICE_ROLE_KEY)
      .from("notes")
      .select("id, body")
      .order("id")
      .range(0, 2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, body: "first seed" },
      { id: 2, body: "first seed" },
      { id: 3, body: "first seed" },
    ]);
    const { count } = await client(SERVICE_ROLE_KEY)
      .from("notes")
      .select("*", { count: "exact", head: true });
    expect(count).toBe(8);
    const fromSeedSql = await client(SERVICE_ROLE_KEY).from("notes").select("id").eq("id", 100);
    expect(fromSeedSql.data).toEqual([]);
  });

  it("returns at most [api] max_rows rows a read, counting them all", async () => {
    const { data, count, error } = await client()
      .from("notes")
      .select("id", { count: "exact" })
      .order("id");
    expect(error).toBeNull();
    expect(data).toHaveLength(5);
    expect(count).toBe(8);
  });

  it("runs requests with [api] extra_search_path and exposes [api] schemas", async () => {
    const counted = await client().rpc("counted_notes");
    expect(counted).toMatchObject({ error: null, data: 8 });
    const reporting = await client().schema("reporting").rpc("note_count");
    expect(reporting).toMatchObject({ error: null, data: 8 });
  });

  it("refuses passwords shorter than [auth] minimum_password_length", async () => {
    const { error } = await client().auth.signUp({
      email: uniqueEmail("short"),
      password: "nine-char",
    });
    expect(error).toMatchObject({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 10 characters.",
    });
  });

  it("asks new addresses to confirm first, with [auth.email] enable_confirmations", async () => {
    const email = uniqueEmail("confirm");
    const { data, error } = await client().auth.signUp({ email, password: "long-enough-pass" });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect((await latestMail(server.url, email)).email_data.email_action_type).toBe("signup");
  });

  it("issues access tokens that last [auth] jwt_expiry seconds", async () => {
    const email = uniqueEmail("ttl");
    const created = await client(SERVICE_ROLE_KEY).auth.admin.createUser({
      email,
      password: "long-enough-pass",
      email_confirm: true,
    });
    expect(created.error).toBeNull();
    const { data, error } = await client().auth.signInWithPassword({
      email,
      password: "long-enough-pass",
    });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(600);
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split(".")[1]!, "base64url").toString(),
    ) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(600);
  });

  it("lets links lead to [auth] additional_redirect_urls, and others to site_url", async () => {
    const admin = client(SERVICE_ROLE_KEY).auth.admin;
    const allowed = uniqueEmail("allowed");
    const refused = uniqueEmail("refused");
    for (const email of [allowed, refused])
      expect(
        (await admin.createUser({ email, password: "long-enough-pass", email_confirm: true }))
          .error,
      ).toBeNull();

    const preview = "https://preview-42.example.com/auth/callback";
    expect(
      (await client().auth.resetPasswordForEmail(allowed, { redirectTo: preview })).error,
    ).toBeNull();
    expect((await latestMail(server.url, allowed)).email_data.redirect_to).toBe(preview);

    expect(
      (
        await client().auth.resetPasswordForEmail(refused, {
          redirectTo: "https://evil.example.com/auth/callback",
        })
      ).error,
    ).toBeNull();
    expect((await latestMail(server.url, refused)).email_data.redirect_to).toBe(
      "http://127.0.0.1:4000",
    );
  });

  it("sends one user no second email within [auth.email] max_frequency", async () => {
    const email = uniqueEmail("frequency");
    await client(SERVICE_ROLE_KEY).auth.admin.createUser({
      email,
      password: "long-enough-pass",
      email_confirm: true,
    });
    expect((await client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const again = await client().auth.resetPasswordForEmail(email);
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(again.error?.message).toMatch(/only request this after (59|60) seconds/);
  });
});
