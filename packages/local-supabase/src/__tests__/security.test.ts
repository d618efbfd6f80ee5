/** @jest-environment node */
import { createClient } from "@supabase/supabase-js";
import type { Database } from "./project";
import {
  ANON_KEY,
  EDITOR_EMAIL,
  EDITOR_PASSWORD,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
  VIEWER_EMAIL,
} from "./harness";

let server: TestServer;
let editorToken: string;

const JSON_HEADERS = { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" };

function signInRequest(email: string, password: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey: ANON_KEY, ...JSON_HEADERS },
    body: JSON.stringify({ email, password }),
  });
}

async function signIn(): Promise<{ access_token: string; refresh_token: string }> {
  const response = await signInRequest(EDITOR_EMAIL, EDITOR_PASSWORD);
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

function refresh(token: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: { apikey: ANON_KEY, ...JSON_HEADERS },
    body: JSON.stringify({ refresh_token: token }),
  });
}

async function keys(): Promise<string[]> {
  const response = await fetch(`${server.url}/rest/v1/website_content?select=content_key`, {
    headers: { apikey: SERVICE_ROLE_KEY },
  });
  return ((await response.json()) as { content_key: string }[]).map((row) => row.content_key);
}

beforeAll(async () => {
  server = await startTestServer({ LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL: "1" }, [
    "--statement-timeout",
    "3000",
  ]);
  editorToken = (await signIn()).access_token;
}, 90_000);

afterAll(async () => {
  await server?.cleanup();
});

describe("select casts", () => {
  it("refuses a cast that smuggles SQL in, and reads nothing it should not", async () => {
    const select =
      "content_key::text from website_content union select rolname from pg_roles union select content_key";
    const response = await fetch(
      `${server.url}/rest/v1/website_content?select=${encodeURIComponent(select)}`,
      { headers: { apikey: ANON_KEY } },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; details: string };
    expect(body.code).toBe("PGRST100");
    expect(body.details).toContain('unexpected "content_key::text from website_content');
    expect(JSON.stringify(body)).not.toContain("service_role");
  });

  it("refuses casts to types outside the list, and keeps the ordinary ones", async () => {
    for (const cast of ["regclass", "text[]", "pg_catalog.text", "varchar(5)", "text)"]) {
      const response = await fetch(
        `${server.url}/rest/v1/website_content?select=${encodeURIComponent(`id::${cast}`)}`,
        { headers: { apikey: ANON_KEY } },
      );
      expect({ cast, status: response.status }).toEqual({ cast, status: 400 });
    }
    const ok = await fetch(
      `${server.url}/rest/v1/website_content?select=key:content_key::text,id::text&limit=1`,
      { headers: { apikey: ANON_KEY } },
    );
    expect(ok.status).toBe(200);
    const [row] = (await ok.json()) as { key: string; id: string }[];
    expect(typeof row!.id).toBe("string");
    expect(typeof row!.key).toBe("string");
  });
});

describe("statement timeout", () => {
  it("cuts a slow statement off while /health stays responsive", async () => {
    // Unchecked, the statement counts to two billion: minutes, not the 3 s limit.
    let slowAnswered = false;
    const slow = fetch(`${server.url}/rest/v1/slow_numbers`, { headers: { apikey: ANON_KEY } });
    void slow.then(() => (slowAnswered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    // /health answered while the statement was still running: nothing waited on it.
    expect(slowAnswered).toBe(false);

    const response = await slow;
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      code: "57014",
      message: "canceling statement due to statement timeout",
    });

    // The database came back with everything committed before.
    await signIn();
    expect(await keys()).toContain("home.hero.title");
  }, 60_000);
});

describe("refresh-token reuse", () => {
  it("keeps a reused family revoked, however often the old token is retried", async () => {
    const first = await signIn();
    const second = (await (await refresh(first.refresh_token)).json()) as { refresh_token: string };
    const third = (await (await refresh(second.refresh_token)).json()) as {
      refresh_token: string;
    };
    expect(third.refresh_token).toBeTruthy();
    // Past the 1 s reuse window the stolen first token counts as reuse...
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    for (let attempt = 0; attempt < 3; attempt++) {
      const reused = await refresh(first.refresh_token);
      expect({ attempt, status: reused.status }).toEqual({ attempt, status: 400 });
      expect(((await reused.json()) as { code: string }).code).toBe("refresh_token_already_used");
    }
    // ...and the whole family is gone, the newest token included.
    for (const token of [second.refresh_token, third.refresh_token]) {
      const response = await refresh(token);
      expect(response.status).toBe(400);
    }
  });
});

describe("what a foreign web page can do", () => {
  it("gets CORS for any origin but never with credentials", async () => {
    const preflight = await fetch(`${server.url}/rest/v1/website_content`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, authorization, content-type",
      },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const read = await fetch(`${server.url}/rest/v1/website_content?limit=1`, {
      headers: { apikey: ANON_KEY, Origin: "https://evil.example" },
    });
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
    expect(read.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("cannot pass the API key in the URL: a key there gives no role", async () => {
    const key = encodeURIComponent(SERVICE_ROLE_KEY);
    const before = await keys();
    const rest = await fetch(`${server.url}/rest/v1/website_content?id=not.is.null&apikey=${key}`, {
      method: "DELETE",
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: "42501" });
    expect(await keys()).toEqual(before);
    const admin = await fetch(`${server.url}/auth/v1/admin/users?apikey=${key}`);
    expect(admin.status).toBe(403);
  });

  it("accepts only this project's opaque keys", async () => {
    for (const key of ["sb_publishable_someone-else", "sb_secret_anything"]) {
      const response = await fetch(`${server.url}/rest/v1/website_content?limit=1`, {
        headers: { apikey: key },
      });
      expect({ key, status: response.status }).toEqual({ key, status: 401 });
      expect(await response.json()).toMatchObject({ message: "Invalid API key" });
    }
    const forgedBearer = await fetch(`${server.url}/rest/v1/website_content?id=eq.1`, {
      method: "DELETE",
      headers: { apikey: ANON_KEY, Authorization: "Bearer sb_secret_anything" },
    });
    expect(forgedBearer.status).toBe(401);

    for (const key of [PUBLISHABLE_KEY, SECRET_KEY]) {
      const response = await fetch(`${server.url}/rest/v1/website_content?limit=1`, {
        headers: { apikey: key },
      });
      expect(response.status).toBe(200);
    }
  });

  it("cannot send a JSON body as a form or plain text", async () => {
    const before = await keys();
    const body = JSON.stringify({ content_key: "csrf.test", content_value: "x" });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"]) {
      const response = await fetch(`${server.url}/rest/v1/website_content`, {
        method: "POST",
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${editorToken}`, "Content-Type": type },
        body,
      });
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
      expect(await response.json()).toMatchObject({ code: "PGRST107" });
    }
    const auth = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "Content-Type": "text/plain" },
      body: JSON.stringify({ email: EDITOR_EMAIL, password: EDITOR_PASSWORD }),
    });
    expect(auth.status).toBe(415);
    expect(await keys()).toEqual(before);

    // The same write with the JSON type goes through (and is removed again).
    const service = createClient<Database>(server.url, SERVICE_ROLE_KEY, {
      auth: { persistSession: false },
    });
    const ok = await fetch(`${server.url}/rest/v1/website_content`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${editorToken}`,
        "Content-Type": "application/json; charset=utf-8",
      },
      body,
    });
    expect(ok.status).toBe(201);
    await service.from("website_content").delete().eq("content_key", "csrf.test");
  });
});

describe("NUL bytes in auth inputs", () => {
  it.each([
    ["email", { email: "editor\u0000@example.com", password: "x" }, "password"],
    ["password", { email: EDITOR_EMAIL, password: "pass\u0000word" }, "password"],
    ["refresh_token", { refresh_token: "abc\u0000def" }, "refresh_token"],
  ])("answers 400 for a NUL in %s", async (field, body, grant) => {
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=${grant}`, {
      method: "POST",
      headers: { apikey: ANON_KEY, ...JSON_HEADERS },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "validation_failed",
      message: `${field} must not contain NUL characters`,
    });
  });
});

describe("sign-in limits", () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({}, ["--sign-in-limit", "15"]);
  }, 90_000);

  afterAll(async () => {
    await limited?.cleanup();
  });

  /** Attempts the server counted against this address: refused ones (429) are not. */
  let attempts = 0;

  async function attempt(email: string, password: string): Promise<Response> {
    const response = await fetch(`${limited.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: ANON_KEY, ...JSON_HEADERS },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 429) attempts++;
    return response;
  }

  // Each attempt runs bcrypt, which is slow on a busy machine.
  jest.setTimeout(60_000);

  it("locks an account after 10 failed passwords, even for the right one", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt(VIEWER_EMAIL, `wrong-${i}`)).status).toBe(400);
    }
    const locked = await attempt(VIEWER_EMAIL, "local-viewer-password");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({
      code: "over_request_rate_limit",
      message: "Request rate limit reached",
    });
    // Other accounts are not affected by one account's lock.
    expect((await attempt(EDITOR_EMAIL, EDITOR_PASSWORD)).status).toBe(200);
  });

  it("limits sign-ins per client address", async () => {
    // The limit is 15 per address; earlier tests used some of them.
    while (attempts < 15) {
      expect((await attempt(`nobody${attempts}@example.com`, "x")).status).toBe(400);
    }
    const response = await attempt(EDITOR_EMAIL, EDITOR_PASSWORD);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { code: string }).code).toBe("over_request_rate_limit");
  });
});
