/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { authFetch, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";
import { ANON_KEY, EDITOR_EMAIL, EDITOR_PASSWORD, SECRET_KEY, SERVICE_ROLE_KEY } from "./harness";

const { url, client, signedIn } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });

describe("auth.admin with the service role", () => {
  it("creates, reads, updates and deletes users", async () => {
    const admin = client(SERVICE_ROLE_KEY);
    const email = uniqueEmail("managed");
    const id = randomUUID();
    const created = await admin.auth.admin.createUser({
      id,
      email,
      password: "managed-password",
      email_confirm: true,
      user_metadata: { full_name: "Managed One" },
      app_metadata: { plan: "pro" },
    });
    expect(created.error).toBeNull();
    expect(created.data.user).toMatchObject({
      id,
      email,
      user_metadata: { full_name: "Managed One", email_verified: true },
      app_metadata: { provider: "email", providers: ["email"], plan: "pro" },
    });

    const fetched = await admin.auth.admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const updated = await admin.auth.admin.updateUserById(id, {
      password: "changed-password",
      user_metadata: { full_name: null, nickname: "M" },
      app_metadata: { plan: "team" },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ nickname: "M", email_verified: true });
    expect(updated.data.user?.app_metadata).toMatchObject({ plan: "team", provider: "email" });
    expect(
      (await client().auth.signInWithPassword({ email, password: "changed-password" })).error,
    ).toBeNull();

    const deleted = await admin.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({
      status: 404,
      code: "user_not_found",
    });
    expect(
      (await client().auth.signInWithPassword({ email, password: "changed-password" })).error,
    ).toMatchObject({ code: "invalid_credentials" });
  });

  it("soft-deletes when asked, freeing the address", async () => {
    const admin = client(SECRET_KEY);
    const email = uniqueEmail("soft");
    const { data } = await admin.auth.admin.createUser({ email, email_confirm: true });
    const id = data.user!.id;
    expect((await admin.auth.admin.deleteUser(id, true)).error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({ status: 404 });
    const again = await admin.auth.admin.createUser({ email, email_confirm: true });
    expect(again.error).toBeNull();
    expect(again.data.user!.id).not.toBe(id);
  });

  it("lists users newest first in pages, with GoTrue's Link and X-Total-Count", async () => {
    const admin = client(SERVICE_ROLE_KEY);
    for (let i = 0; i < 3; i++)
      await admin.auth.admin.createUser({ email: uniqueEmail(`page${i}`), email_confirm: true });
    const raw = await authFetch(url(), "admin/users?page=1&per_page=2", {
      method: "GET",
      key: SERVICE_ROLE_KEY,
    });
    const total = Number(raw.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(5);
    const lastPage = Math.ceil(total / 2);
    expect(raw.headers.get("link")).toBe(
      `</auth/v1/admin/users?page=2&per_page=2>; rel="next", </auth/v1/admin/users?page=${lastPage}&per_page=2>; rel="last"`,
    );
    const body = (await raw.json()) as { users: { created_at: string }[]; aud: string };
    expect(body.aud).toBe("authenticated");
    expect(body.users).toHaveLength(2);
    expect(body.users[0]!.created_at >= body.users[1]!.created_at).toBe(true);

    const { data, error } = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data).toMatchObject({ nextPage: 2, total, aud: "authenticated" });
    expect(data.users).toHaveLength(2);
    const all = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(all.data.users).toHaveLength(total);
    expect(all.data.users.map((user) => user.email)).toContain(EDITOR_EMAIL);
    const badPage = await authFetch(url(), "admin/users?page=x", {
      method: "GET",
      key: SERVICE_ROLE_KEY,
    });
    expect(badPage.status).toBe(400);
    expect(await badPage.json()).toMatchObject({ code: "validation_failed" });
  });

  it("caps per_page at 1000 and refuses page numbers too large to count", async () => {
    const list = (query: string) =>
      authFetch(url(), `admin/users?${query}`, { method: "GET", key: SERVICE_ROLE_KEY });
    for (const query of [
      "per_page=99999999999999999999",
      "page=99999999999999999999",
      "page=9007199254740992",
      "per_page=0",
    ]) {
      const response = await list(query);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(await response.json()).toMatchObject({ code: "validation_failed" });
    }
    const capped = await list("per_page=5000");
    expect(capped.status).toBe(200);
    expect(capped.headers.get("link")).toContain("per_page=5000");
    const total = Number(capped.headers.get("x-total-count"));
    expect(capped.headers.get("link")).toContain(`page=${Math.ceil(total / 1000)}&`);
    // The cap also keeps the furthest page's offset within Postgres' bigint.
    const farPage = await list(`page=${Number.MAX_SAFE_INTEGER}&per_page=5000`);
    expect(farPage.status).toBe(200);
    expect(((await farPage.json()) as { users: unknown[] }).users).toEqual([]);
  });

  it("answers bad ids, unknown users and bad input with GoTrue's errors", async () => {
    const admin = client(SERVICE_ROLE_KEY);
    const unknown = await admin.auth.admin.getUserById(randomUUID());
    expect(unknown.error).toMatchObject({ status: 404, code: "user_not_found" });
    const notUuid = await authFetch(url(), "admin/users/not-a-uuid", {
      method: "GET",
      key: SERVICE_ROLE_KEY,
    });
    expect(notUuid.status).toBe(404);
    expect(await notUuid.json()).toMatchObject({
      code: "validation_failed",
      message: "user_id must be an UUID",
    });
    const taken = await admin.auth.admin.createUser({ email: EDITOR_EMAIL });
    expect(taken.error).toMatchObject({ status: 422, code: "email_exists" });
    const noEmail = await admin.auth.admin.createUser({ password: "long-enough" });
    expect(noEmail.error).toMatchObject({ status: 400, code: "validation_failed" });
    const { data } = await admin.auth.admin.createUser({ email: uniqueEmail("clash") });
    const clash = await admin.auth.admin.updateUserById(data.user!.id, { email: EDITOR_EMAIL });
    expect(clash.error).toMatchObject({ status: 422, code: "email_exists" });
    const weak = await admin.auth.admin.updateUserById(data.user!.id, { password: "123" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password" });
    const badBan = await admin.auth.admin.updateUserById(data.user!.id, { ban_duration: "soon" });
    expect(badBan.error).toMatchObject({ status: 400, code: "validation_failed" });
    // Past Go's longest duration (about 292 years), as GoTrue's time.ParseDuration refuses it.
    for (const ban_duration of ["99999999999h", "2562048h"]) {
      const tooLong = await admin.auth.admin.updateUserById(data.user!.id, { ban_duration });
      expect(tooLong.error).toMatchObject({
        status: 400,
        code: "validation_failed",
        message: `invalid format for ban duration: time: invalid duration "${ban_duration}"`,
      });
    }
    const longest = await admin.auth.admin.updateUserById(data.user!.id, {
      ban_duration: "2562047h",
    });
    expect(longest.error).toBeNull();
    expect(new Date(longest.data.user!.banned_until!).getUTCFullYear()).toBeGreaterThan(2300);
  });

  it("bans and unbans with ban_duration", async () => {
    const admin = client(SERVICE_ROLE_KEY);
    const email = uniqueEmail("banned");
    const { data } = await admin.auth.admin.createUser({
      email,
      password: "banned-password",
      email_confirm: true,
    });
    const banned = await admin.auth.admin.updateUserById(data.user!.id, { ban_duration: "1h" });
    expect(banned.data.user?.banned_until).toEqual(expect.any(String));
    expect(
      (await client().auth.signInWithPassword({ email, password: "banned-password" })).error,
    ).toMatchObject({ code: "user_banned" });
    await admin.auth.admin.updateUserById(data.user!.id, { ban_duration: "none" });
    expect(
      (await client().auth.signInWithPassword({ email, password: "banned-password" })).error,
    ).toBeNull();
  });
});

describe("auth.admin without the service role", () => {
  it("refuses anon and signed-in users with 403 not_admin, changing nothing", async () => {
    const editor = await signedIn(EDITOR_EMAIL, EDITOR_PASSWORD);
    const { data: me } = await editor.auth.getUser();
    for (const c of [client(), editor]) {
      const calls = [
        c.auth.admin.listUsers(),
        c.auth.admin.getUserById(me.user!.id),
        c.auth.admin.createUser({ email: uniqueEmail("sneaky"), password: "long-enough" }),
        c.auth.admin.updateUserById(me.user!.id, { app_metadata: { role: "owner" } }),
      ];
      for (const { error } of await Promise.all(calls))
        expect(error).toMatchObject({
          status: 403,
          code: "not_admin",
          message: "User not allowed",
        });
    }
    const response = await authFetch(url(), `admin/users/${me.user!.id}`, {
      method: "DELETE",
      body: {},
    });
    expect(response.status).toBe(403);
    for (const [body, contentType] of [
      ["{", "application/json"],
      ['{"email":"x@example.com"}', "text/plain"],
    ] as const) {
      const refused = await fetch(`${url()}/auth/v1/admin/users`, {
        method: "POST",
        headers: { apikey: ANON_KEY, "Content-Type": contentType },
        body,
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "not_admin" });
    }
    const still = await client(SERVICE_ROLE_KEY).auth.admin.getUserById(me.user!.id);
    expect(still.data.user?.app_metadata).toMatchObject({ role: "editor" });
  });
});
