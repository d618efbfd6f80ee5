/** @jest-environment node */
import { signJwt } from "../jwt";
import {
  ANON_KEY,
  EDITOR_EMAIL,
  EDITOR_PASSWORD,
  JWT_SECRET,
  SERVICE_ROLE_KEY,
  startTestServer,
  type TestServer,
  VIEWER_EMAIL,
  VIEWER_PASSWORD,
} from "./harness";
import { clientsFor } from "./clients";

let server: TestServer;

const { client, closeAll } = clientsFor(() => server.url);

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}

function refresh(token: string): Promise<Response> {
  return fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: {
      apikey: ANON_KEY,
      "Content-Type": "application/json",
      "X-Supabase-Api-Version": "2024-01-01",
    },
    body: JSON.stringify({ refresh_token: token }),
  });
}

/** auth-js turns session_not_found into a code-less AuthSessionMissingError, so check the wire. */
async function userStatus(accessToken: string): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${server.url}/auth/v1/user`, {
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${accessToken}`,
      "X-Supabase-Api-Version": "2024-01-01",
    },
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: response.status === 200 ? undefined : body.code };
}

async function signIn(email = EDITOR_EMAIL, password = EDITOR_PASSWORD) {
  const c = client();
  const { data, error } = await c.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return { client: c, session: data.session };
}

beforeAll(async () => {
  // Reuse interval 0 makes a replayed token count as reuse at once instead of after GoTrue's 10 s grace.
  server = await startTestServer({ LOCAL_SUPABASE_REFRESH_TOKEN_REUSE_INTERVAL: "0" });
}, 90_000);

afterAll(async () => {
  await closeAll();
  await server?.cleanup();
});

describe("password sign-in", () => {
  it("issues a GoTrue session with Supabase's access-token claims", async () => {
    const { session } = await signIn();
    expect(session.token_type).toBe("bearer");
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9]+$/);
    expect(session.user).toMatchObject({
      email: EDITOR_EMAIL,
      aud: "authenticated",
      role: "authenticated",
      app_metadata: { provider: "email", providers: ["email"], role: "editor" },
      is_anonymous: false,
    });
    expect(session.user.identities?.[0]).toMatchObject({
      provider: "email",
      user_id: session.user.id,
    });

    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      sub: session.user.id,
      role: "authenticated",
      aud: "authenticated",
      email: EDITOR_EMAIL,
      app_metadata: { role: "editor" },
      user_metadata: {},
      aal: "aal1",
      is_anonymous: false,
    });
    expect(typeof claims.session_id).toBe("string");
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it("refuses a wrong password or unknown email with 400 invalid_credentials", async () => {
    for (const [email, password] of [
      [EDITOR_EMAIL, "wrong-password"],
      ["nobody@example.com", "whatever-password"],
    ] as const) {
      const { data, error } = await client().auth.signInWithPassword({ email, password });
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        name: "AuthApiError",
        status: 400,
        code: "invalid_credentials",
        message: "Invalid login credentials",
      });
    }
  });

  it("rejects malformed bodies and grants with GoTrue errors, never a 5xx", async () => {
    const headers = {
      apikey: ANON_KEY,
      "Content-Type": "application/json",
      "X-Supabase-Api-Version": "2024-01-01",
    };
    const badJson = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers,
      body: "{",
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: "bad_json" });
    const grant = await fetch(`${server.url}/auth/v1/token?grant_type=magic`, {
      method: "POST",
      headers,
      body: "{}",
    });
    expect(grant.status).toBe(400);
    // Without a key the request goes through, as behind `supabase start`, and is judged on its body.
    const noKey = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      body: "{}",
    });
    expect(noKey.status).toBe(415);
  });
});

describe("getUser", () => {
  it("returns the signed-in user", async () => {
    const { client: c, session } = await signIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const { data, error } = await c.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: session.user.id, email: VIEWER_EMAIL });
    expect(data.user?.app_metadata.role).toBeUndefined();
  });

  it("answers 403 bad_jwt for tokens that are not user tokens", async () => {
    const anonToken = await client().auth.getUser(ANON_KEY);
    expect(anonToken.error).toMatchObject({ status: 403, code: "bad_jwt" });
    const garbage = await client().auth.getUser("a.b.c");
    expect(garbage.error).toMatchObject({ status: 403, code: "bad_jwt" });
  });

  it("refuses a signed token whose sub or session_id is UUID-shaped but not a UUID", async () => {
    const { session } = await signIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const signed = (claims: Record<string, unknown>): string =>
      signJwt({ role: "authenticated", exp: 4_000_000_000, ...claims }, JWT_SECRET);
    const dashes = "-".repeat(36);
    expect(await userStatus(signed({ sub: dashes }))).toEqual({ status: 400, code: "bad_jwt" });
    expect(await userStatus(signed({ sub: session.user.id, session_id: dashes }))).toEqual({
      status: 403,
      code: "session_not_found",
    });
  });
});

describe("refresh tokens", () => {
  it("rotates, tolerates a lost answer, and revokes the session on reuse", async () => {
    const { session } = await signIn();
    const c = client();
    await c.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    const first = await c.auth.refreshSession();
    expect(first.error).toBeNull();
    const second = first.data.session!;
    expect(second.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(second.access_token).session_id).toBe(
      claimsOf(session.access_token).session_id,
    );

    // Replaying the parent of the live token returns the live token (the client lost the answer).
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { refresh_token: string }).refresh_token).toBe(
      second.refresh_token,
    );

    const third = (await (await refresh(second.refresh_token)).json()) as { refresh_token: string };
    expect(third.refresh_token).not.toBe(second.refresh_token);

    // The grandparent is no longer the live token's parent: that is reuse.
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      code: "refresh_token_already_used",
      message: "Invalid Refresh Token: Already Used",
    });

    // Reuse revoked the whole session, including the newest token.
    const after = await refresh(third.refresh_token);
    expect(after.status).toBe(400);
    expect(((await after.json()) as { code: string }).code).toBe("refresh_token_already_used");
  });

  it("refuses unknown refresh tokens", async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: "not-a-token" });
    expect(error).toMatchObject({
      status: 400,
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });
});

describe("sign-out", () => {
  it("ends the session globally by default", async () => {
    const { client: c, session } = await signIn();
    const { error } = await c.auth.signOut();
    expect(error).toBeNull();
    expect(await userStatus(session.access_token)).toEqual({
      status: 403,
      code: "session_not_found",
    });
    const user = await client().auth.getUser(session.access_token);
    expect(user.error?.name).toBe("AuthSessionMissingError");
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { code: string }).code).toBe("refresh_token_not_found");
  });

  it("supports the local and others scopes", async () => {
    const a = await signIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    const b = await signIn(VIEWER_EMAIL, VIEWER_PASSWORD);
    expect((await a.client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(await userStatus(b.session.access_token)).toEqual({
      status: 403,
      code: "session_not_found",
    });
    expect(await userStatus(a.session.access_token)).toEqual({ status: 200 });
    expect((await a.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect(await userStatus(a.session.access_token)).toEqual({
      status: 403,
      code: "session_not_found",
    });

    const badScope = await fetch(`${server.url}/auth/v1/logout?scope=everyone`, {
      method: "POST",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${a.session.access_token}` },
    });
    expect(badScope.status).toBe(400);
  });

  it("needs a bearer token", async () => {
    const response = await fetch(`${server.url}/auth/v1/logout`, {
      method: "POST",
      headers: { apikey: ANON_KEY },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "no_authorization" });
  });
});

describe("admin API", () => {
  it("creates users with the service role only", async () => {
    const admin = client(SERVICE_ROLE_KEY);
    const { data, error } = await admin.auth.admin.createUser({
      email: "second.editor@example.com",
      password: "second-editor-password",
      email_confirm: true,
      app_metadata: { role: "editor" },
    });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ role: "editor", provider: "email" });
    const { session } = await signIn("second.editor@example.com", "second-editor-password");
    expect(claimsOf(session.access_token).app_metadata).toMatchObject({ role: "editor" });

    const duplicate = await admin.auth.admin.createUser({
      email: "second.editor@example.com",
      password: "x-long-password",
    });
    expect(duplicate.error).toMatchObject({ status: 422, code: "email_exists" });

    const refused = await client().auth.admin.createUser({
      email: "sneaky@example.com",
      password: "sneaky-password",
    });
    expect(refused.error).toMatchObject({ status: 403, code: "not_admin" });
  });
});
