/** @jest-environment node */
import { AuthWeakPasswordError } from "@supabase/supabase-js";
import { authFetch, claimsOf, inbox, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";
import { EDITOR_EMAIL, SERVICE_ROLE_KEY } from "./harness";

const { url, client } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });

describe("sign-up with autoconfirm (supabase start's default)", () => {
  it("creates a confirmed user, signs it in and keeps options.data as user metadata", async () => {
    const email = uniqueEmail("Signup");
    const c = client();
    const { data, error } = await c.auth.signUp({
      email,
      password: "first-password",
      options: { data: { full_name: "Ada", plan: "free" } },
    });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe("bearer");
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      role: "authenticated",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Ada", plan: "free", email_verified: true },
    });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ full_name: "Ada" });
    expect(claimsOf(data.session!.access_token)).toMatchObject({
      sub: data.user!.id,
      email: email.toLowerCase(),
      user_metadata: { full_name: "Ada" },
    });
    const { data: me } = await c.auth.getUser();
    expect(me.user?.id).toBe(data.user!.id);

    const again = await client().auth.signInWithPassword({ email, password: "first-password" });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(data.user!.id);
    expect(await inbox(url(), email)).toEqual([]);
  });

  it("refuses a taken address with user_already_exists and leaves the account as it was", async () => {
    const email = uniqueEmail("taken");
    const first = await client().auth.signUp({ email, password: "original-password" });
    expect(first.error).toBeNull();
    const second = await client().auth.signUp({
      email: email.toUpperCase(),
      password: "intruder-password",
      options: { data: { full_name: "Mallory" } },
    });
    expect(second.data.session).toBeNull();
    expect(second.error).toMatchObject({
      status: 422,
      code: "user_already_exists",
      message: "User already registered",
    });
    expect(
      (await client().auth.signInWithPassword({ email, password: "intruder-password" })).error,
    ).toMatchObject({ code: "invalid_credentials" });
    const kept = await client().auth.signInWithPassword({ email, password: "original-password" });
    expect(kept.error).toBeNull();
    expect(kept.data.user!.user_metadata.full_name).toBeUndefined();
  });

  it("refuses a short password as weak_password, with the reasons auth-js reads", async () => {
    const email = uniqueEmail("weak");
    const { data, error } = await client().auth.signUp({ email, password: "12345" });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      reasons: ["length"],
    });
    const over = await client().auth.signUp({ email, password: "x".repeat(73) });
    expect(over.error).toMatchObject({ status: 400, code: "validation_failed" });
    const admin = client(SERVICE_ROLE_KEY);
    const { data: listed } = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(listed.users.some((user) => user.email === email)).toBe(false);
  });

  it("refuses malformed addresses and missing fields with GoTrue's validation errors", async () => {
    for (const email of ["not-an-email", "two@@example.com", "spaces in@example.com"]) {
      const { error } = await client().auth.signUp({ email, password: "long-enough" });
      expect(error).toMatchObject({
        status: 400,
        code: "validation_failed",
        message: "Unable to validate email address: invalid format",
      });
    }
    const noPassword = await authFetch(url(), "signup", {
      body: { email: uniqueEmail("nopass") },
    });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({
      code: "validation_failed",
      message: "Signup requires a valid password",
    });
    const anonymous = await authFetch(url(), "signup", { body: {} });
    expect(anonymous.status).toBe(422);
    expect(await anonymous.json()).toMatchObject({ code: "anonymous_provider_disabled" });
    const badData = await authFetch(url(), "signup", {
      body: { email: uniqueEmail("baddata"), password: "long-enough", data: "text" },
    });
    expect(badData.status).toBe(400);
    expect(await badData.json()).toMatchObject({ code: "bad_json" });
  });

  it("cannot set app_metadata (and so cannot make itself an editor)", async () => {
    const email = uniqueEmail("climber");
    const response = await authFetch(url(), "signup", {
      body: { email, password: "long-enough", app_metadata: { role: "editor" } },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { app_metadata: Record<string, unknown> } };
    expect(body.user.app_metadata).toEqual({ provider: "email", providers: ["email"] });
  });

  it("reports sign-up as open in /settings", async () => {
    const response = await authFetch(url(), "settings", { method: "GET" });
    expect(await response.json()).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });
});

describe("with sign-up closed (--disable-signup)", () => {
  const closed = serverForFile({}, ["--disable-signup"]);

  it("refuses sign-up and OTP sign-up with signup_disabled, and still lets users in", async () => {
    const signUp = await closed.client().auth.signUp({
      email: uniqueEmail("late"),
      password: "long-enough",
    });
    expect(signUp.error).toMatchObject({ status: 422, code: "signup_disabled" });
    const otp = await closed.client().auth.signInWithOtp({ email: uniqueEmail("late") });
    expect(otp.error).toMatchObject({ status: 422, code: "signup_disabled" });
    expect(await inbox(closed.url())).toEqual([]);
    const editor = await closed.client().auth.signInWithOtp({ email: EDITOR_EMAIL });
    expect(editor.error).toBeNull();
    expect((await inbox(closed.url(), EDITOR_EMAIL)).length).toBe(1);
  });
});
