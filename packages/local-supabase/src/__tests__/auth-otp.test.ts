/** @jest-environment node */
import { get } from "node:http";
import {
  authFetch,
  claimsOf,
  follow,
  fragmentOf,
  inbox,
  latestMail,
  uniqueEmail,
} from "./auth-helpers";
import { serverForFile } from "./clients";

const { url, client } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });

async function signedUp(label: string, password = "a-good-password"): Promise<string> {
  const email = uniqueEmail(label);
  const { error } = await client().auth.signUp({ email, password });
  if (error) throw error;
  return email;
}

describe("magic link and email code (signInWithOtp)", () => {
  it("writes a sign-in email whose link leads to the redirect with a session", async () => {
    const email = await signedUp("magic");
    const { error } = await client().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: "http://localhost:3000/welcome" },
    });
    expect(error).toBeNull();
    const mail = await latestMail(url(), email);
    expect(mail.subject).toBe("Your sign-in link");
    expect(mail.email_data.email_action_type).toBe("magiclink");
    expect(mail.email_data.token).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.action_link);
    expect(mail.text).toContain(mail.email_data.token);
    const link = new URL(mail.action_link);
    expect(`${link.origin}${link.pathname}`).toBe(`${url()}/auth/v1/verify`);
    expect(link.searchParams.get("type")).toBe("magiclink");

    const { status, location } = await follow(mail.action_link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/welcome");
    const fragment = fragmentOf(location);
    expect(fragment.get("type")).toBe("magiclink");
    expect(fragment.get("token_type")).toBe("bearer");
    const c = client();
    const { data, error: sessionError } = await c.auth.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(sessionError).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(claimsOf(fragment.get("access_token")!).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);

    const reused = await follow(mail.action_link);
    expect(`${reused.location.origin}${reused.location.pathname}`).toBe(
      "http://localhost:3000/welcome",
    );
    expect(Object.fromEntries(fragmentOf(reused.location))).toMatchObject({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
    });
  });

  it("signs in with the emailed six-digit code, once", async () => {
    const email = await signedUp("code");
    await client().auth.signInWithOtp({ email });
    const { email_data } = await latestMail(url(), email);
    const wrong = await client().auth.verifyOtp({
      email,
      token: email_data.token === "000000" ? "111111" : "000000",
      type: "email",
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
    const c = client();
    const { data, error } = await c.auth.verifyOtp({
      email,
      token: email_data.token,
      type: "email",
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email.toLowerCase());
    const again = await client().auth.verifyOtp({ email, token: email_data.token, type: "email" });
    expect(again.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("verifies a token_hash as @supabase/ssr's confirm route does", async () => {
    const email = await signedUp("hash");
    await client().auth.signInWithOtp({ email });
    const { email_data } = await latestMail(url(), email);
    const { data, error } = await client().auth.verifyOtp({
      token_hash: email_data.token_hash,
      type: "magiclink",
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    const mismatch = await authFetch(url(), "verify", {
      body: { type: "magiclink", token_hash: email_data.token_hash, email },
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      code: "validation_failed",
      message: "Only the token_hash and type should be provided",
    });
  });

  it("signs up a new address by email and confirms it through the link", async () => {
    const email = uniqueEmail("newcomer");
    const { error } = await client().auth.signInWithOtp({
      email,
      options: { data: { full_name: "New Comer" } },
    });
    expect(error).toBeNull();
    const mail = await latestMail(url(), email);
    const { data } = await client().auth.verifyOtp({
      token_hash: mail.email_data.token_hash,
      type: "email",
    });
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      user_metadata: { full_name: "New Comer" },
    });
  });

  it("refuses to create users when shouldCreateUser is false", async () => {
    const email = uniqueEmail("stranger");
    const { error } = await client().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({ status: 422, code: "otp_disabled" });
    expect(await inbox(url(), email)).toEqual([]);
  });

  it("sends one email a second per user, as max_frequency does", async () => {
    const email = await signedUp("hurry");
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull();
    const { error } = await client().auth.signInWithOtp({ email });
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(error?.message).toMatch(/^For security purposes, you can only request this after/);
    expect((await inbox(url(), email)).length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await client().auth.signInWithOtp({ email })).error).toBeNull();
    const mails = await inbox(url(), email);
    expect(mails.length).toBe(2);
    const older = await client().auth.verifyOtp({
      token_hash: mails[1]!.email_data.token_hash,
      type: "magiclink",
    });
    expect(older.error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("sends links only to the site or this machine; anything else falls back to the site URL", async () => {
    for (const [asked, expected] of [
      ["https://evil.example.com/steal", "http://localhost:3000"],
      ["http://127.0.0.1:4000/callback", "http://127.0.0.1:4000/callback"],
      ["http://localhost:5173/auth", "http://localhost:5173/auth"],
      ["javascript:alert(1)", "http://localhost:3000"],
    ] as const) {
      // One user per case: a second email to the same address within a second is refused.
      const email = await signedUp("redirect");
      const { error } = await client().auth.signInWithOtp({
        email,
        options: { emailRedirectTo: asked },
      });
      expect(error).toBeNull();
      const mail = await latestMail(url(), email);
      expect(mail.email_data.redirect_to).toBe(expected);
      expect(new URL(mail.action_link).searchParams.get("redirect_to")).toBe(expected);
    }
  });

  it("rejects bad OTP requests with GoTrue's errors", async () => {
    const invalid = await client().auth.signInWithOtp({ email: "nope" });
    expect(invalid.error).toMatchObject({ status: 400, code: "validation_failed" });
    const phone = await client().auth.signInWithOtp({ phone: "+15555550100" });
    expect(phone.error).toMatchObject({ status: 400, code: "phone_provider_disabled" });
    const neither = await authFetch(url(), "otp", { body: {} });
    expect(neither.status).toBe(400);
    expect(await neither.json()).toMatchObject({ message: "One of email or phone must be set" });
    const badVerify = await authFetch(url(), "verify", {
      body: { type: "magiclink", token_hash: "deadbeef" },
    });
    expect(badVerify.status).toBe(403);
    expect(await badVerify.json()).toMatchObject({
      code: "otp_expired",
      message: "Email link is invalid or has expired",
    });
    const noType = await authFetch(url(), "verify", { body: { token_hash: "x" } });
    expect(noType.status).toBe(400);
    const missing = await fetch(`${url()}/auth/v1/verify?type=magiclink`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "validation_failed" });
  });
});

describe("the verification rate limit", () => {
  const limited = serverForFile();

  it("answers GoTrue's 30 verifications per IP in 5 minutes, then 429 for codes and links", async () => {
    const email = uniqueEmail("guesser");
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await authFetch(limited.url(), "verify", {
        body: { type: "email", email, token: String(i).padStart(6, "0") },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 403));
    const code = await authFetch(limited.url(), "verify", {
      body: { type: "email", email, token: "999999" },
    });
    expect(code.status).toBe(429);
    expect(await code.json()).toMatchObject({ code: "over_request_rate_limit" });
    const wait = Number(code.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    const link = await fetch(`${limited.url()}/auth/v1/verify?type=magiclink&token=x`, {
      redirect: "manual",
    });
    expect(link.status).toBe(429);
    expect(await link.json()).toMatchObject({ code: "over_request_rate_limit" });
  });
});

describe("password recovery (resetPasswordForEmail)", () => {
  it("emails a recovery link whose session may set a new password", async () => {
    const email = await signedUp("forgot", "old-password");
    const { error } = await client().auth.resetPasswordForEmail(email, {
      redirectTo: "http://localhost:3000/account/password",
    });
    expect(error).toBeNull();
    const mail = await latestMail(url(), email);
    expect(mail.subject).toBe("Reset your password");
    expect(mail.email_data.email_action_type).toBe("recovery");
    const c = client();
    const { data, error: verifyError } = await c.auth.verifyOtp({
      email,
      token: mail.email_data.token,
      type: "recovery",
    });
    expect(verifyError).toBeNull();
    expect(data.session).not.toBeNull();
    expect((await c.auth.updateUser({ password: "new-password" })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: "old-password" })).error,
    ).toMatchObject({ code: "invalid_credentials" });
    expect(
      (await client().auth.signInWithPassword({ email, password: "new-password" })).error,
    ).toBeNull();
  });

  it("answers an unknown address like a known one and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const { data, error } = await client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await inbox(url(), email)).toEqual([]);
    const empty = await authFetch(url(), "recover", { body: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: "validation_failed",
      message: "Password recovery requires an email",
    });
  });
});

describe("the local inbox", () => {
  it("lists newest first, per address (any case), and empties on DELETE", async () => {
    const first = await signedUp("inbox-a");
    const second = await signedUp("inbox-b");
    await client().auth.resetPasswordForEmail(first);
    await client().auth.resetPasswordForEmail(second);
    const all = await inbox(url());
    const ours = all.filter((mail) => mail.to === first || mail.to === second);
    expect(ours.map((mail) => mail.to)).toEqual([second, first]);
    expect((await inbox(url(), first.toUpperCase())).map((mail) => mail.to)).toEqual([first]);
    const deleted = await fetch(`${url()}/inbox/${encodeURIComponent(first)}`, {
      method: "DELETE",
    });
    expect(await deleted.json()).toEqual({ deleted: 1 });
    expect(await inbox(url(), first)).toEqual([]);
    expect((await inbox(url(), second)).length).toBe(1);
  });

  it("is closed to other origins: no CORS headers, no preflight, local Host only", async () => {
    const listed = await fetch(`${url()}/inbox`, {
      headers: { Origin: "https://evil.example.com" },
    });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${url()}/inbox`, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example.com", "Access-Control-Request-Method": "DELETE" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    // fetch will not send another Host, so this asks the way a DNS-rebound page would arrive.
    const rebound = await new Promise<number>((resolve, reject) => {
      get(`${url()}/inbox`, { headers: { Host: "evil.example.com" } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on("error", reject);
    });
    expect(rebound).toBe(403);
  });
});
