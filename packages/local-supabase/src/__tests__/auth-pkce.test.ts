/** @jest-environment node */
import {
  authFetch,
  claimsOf,
  follow,
  fragmentOf,
  inbox,
  latestMail,
  uniqueEmail,
} from "./auth-helpers";
import { type Client, serverForFile } from "./clients";
import { ANON_KEY } from "./harness";

const { url, client } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });

/** A browser-style client: auth-js keeps the code verifier in its (memory) storage. */
function pkceClient(make = client): Client {
  return make(ANON_KEY, { auth: { flowType: "pkce" } });
}

async function signedUp(label: string, make = client): Promise<string> {
  const email = uniqueEmail(label);
  const { error } = await make().auth.signUp({ email, password: "a-good-password" });
  if (error) throw error;
  return email;
}

/** Follows the newest emailed link and returns the `?code=` it redirects with. */
async function codeFromMail(baseUrl: string, email: string, redirect: string): Promise<string> {
  const mail = await latestMail(baseUrl, email);
  expect(mail.email_data.token_hash).toMatch(/^pkce_[0-9a-f]{56}$/);
  const { status, location } = await follow(mail.action_link);
  expect(status).toBe(303);
  expect(`${location.origin}${location.pathname}`).toBe(redirect);
  expect(location.hash).toBe("");
  const code = location.searchParams.get("code");
  if (!code) throw new Error(`no code in ${location.toString()}`);
  return code;
}

describe("PKCE (flowType: 'pkce', as @supabase/ssr uses)", () => {
  it("turns a magic link into ?code= that exchangeCodeForSession trades for a session", async () => {
    const email = await signedUp("pkce-magic");
    const browser = pkceClient();
    const redirect = "http://localhost:3000/auth/callback";
    expect(
      (await browser.auth.signInWithOtp({ email, options: { emailRedirectTo: redirect } })).error,
    ).toBeNull();
    const code = await codeFromMail(url(), email, redirect);
    const { data, error } = await browser.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email.toLowerCase());
    expect(claimsOf(data.session!.access_token).amr).toEqual([
      { method: "magiclink", timestamp: expect.any(Number) },
    ]);
    expect((await browser.auth.getUser()).data.user?.email).toBe(email.toLowerCase());

    const replay = await authFetch(url(), "token?grant_type=pkce", {
      body: { auth_code: code, code_verifier: "x".repeat(43) },
    });
    expect(replay.status).toBe(404);
    expect(await replay.json()).toMatchObject({
      code: "flow_state_not_found",
      message: "invalid flow state, no valid flow state found",
    });
  });

  it("refuses another client's verifier with bad_code_verifier and keeps the code for the right one", async () => {
    const email = await signedUp("pkce-verifier");
    const victim = pkceClient();
    await victim.auth.signInWithOtp({ email });
    const code = await codeFromMail(url(), email, "http://localhost:3000/");

    const attacker = pkceClient();
    await attacker.auth.signInWithOtp({ email: await signedUp("pkce-attacker") });
    const stolen = await attacker.auth.exchangeCodeForSession(code);
    expect(stolen.data.session).toBeNull();
    expect(stolen.error).toMatchObject({
      status: 400,
      code: "bad_code_verifier",
      message: "code challenge does not match previously saved code verifier",
    });

    const { data, error } = await victim.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
  });

  it("reports a recovery exchange as PASSWORD_RECOVERY, whose session may set a new password", async () => {
    const email = await signedUp("pkce-recovery");
    const browser = pkceClient();
    const events: string[] = [];
    browser.auth.onAuthStateChange((event) => events.push(event));
    const redirect = "http://localhost:3000/account/update-password";
    expect(
      (await browser.auth.resetPasswordForEmail(email, { redirectTo: redirect })).error,
    ).toBeNull();
    const code = await codeFromMail(url(), email, redirect);
    const { data, error } = await browser.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    // auth-js returns redirectType but does not declare it in this method's result type.
    expect((data as { redirectType?: string | null }).redirectType).toBe("recovery");
    expect(events).toContain("PASSWORD_RECOVERY");
    expect(claimsOf(data.session!.access_token).amr).toEqual([
      { method: "recovery", timestamp: expect.any(Number) },
    ]);
    expect((await browser.auth.updateUser({ password: "a-new-password" })).error).toBeNull();
    expect(
      (await client().auth.signInWithPassword({ email, password: "a-new-password" })).error,
    ).toBeNull();
  });

  it("validates code challenges and exchange requests as GoTrue does", async () => {
    const email = await signedUp("pkce-params");
    for (const [body, message] of [
      [
        { email, code_challenge: "short", code_challenge_method: "s256" },
        "code challenge has to be between 43 and 128 characters",
      ],
      [
        { email, code_challenge: "a".repeat(43) },
        "PKCE flow requires code_challenge_method and code_challenge",
      ],
      [
        { email, code_challenge: `${"a".repeat(42)}!`, code_challenge_method: "s256" },
        "code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes",
      ],
    ] as const) {
      const response = await authFetch(url(), "otp", { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed", message });
    }
    const empty = await authFetch(url(), "token?grant_type=pkce", {
      body: { auth_code: "x" },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: "validation_failed",
      message: "invalid request: both auth code and code verifier should be non-empty",
    });
  });

  it("a PKCE link that was already used redirects with the error in query and fragment", async () => {
    const email = await signedUp("pkce-reuse");
    await pkceClient().auth.signInWithOtp({ email });
    const mail = await latestMail(url(), email);
    await follow(mail.action_link);
    const { location } = await follow(mail.action_link);
    expect(location.searchParams.get("error_code")).toBe("otp_expired");
    expect(fragmentOf(location).get("error_code")).toBe("otp_expired");
    expect(location.searchParams.get("code")).toBeNull();
  });
});

describe("with email confirmations on (--enable-confirmations) and short expiries", () => {
  const strict = serverForFile(
    { LOCAL_SUPABASE_FLOW_STATE_EXPIRY: "2", LOCAL_SUPABASE_OTP_EXPIRY: "2" },
    ["--enable-confirmations"],
  );

  it("signs up without a session until the emailed link's code is exchanged", async () => {
    const email = uniqueEmail("confirm-me");
    const browser = pkceClient(strict.client);
    const redirect = "http://localhost:3000/auth/confirm";
    const { data, error } = await browser.auth.signUp({
      email,
      password: "a-good-password",
      options: { emailRedirectTo: redirect, data: { team: "blue" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    const early = await strict.client().auth.signInWithPassword({
      email,
      password: "a-good-password",
    });
    expect(early.error).toMatchObject({ status: 400, code: "email_not_confirmed" });
    expect((await latestMail(strict.url(), email)).subject).toBe("Confirm your email address");

    const code = await codeFromMail(strict.url(), email, redirect);
    const exchanged = await browser.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user).toMatchObject({
      user_metadata: { team: "blue", email_verified: true },
    });
    expect(exchanged.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const later = await strict.client().auth.signInWithPassword({
      email,
      password: "a-good-password",
    });
    expect(later.error).toBeNull();
  });

  it("hides a repeated sign-up of a confirmed address behind a look-alike user", async () => {
    const email = uniqueEmail("repeat");
    const first = await strict.client().auth.signUp({ email, password: "a-good-password" });
    const confirmation = await latestMail(strict.url(), email);
    const confirmed = await strict.client().auth.verifyOtp({
      token_hash: confirmation.email_data.token_hash,
      type: "signup",
    });
    expect(confirmed.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const repeat = await strict.client().auth.signUp({ email, password: "another-password" });
    expect(repeat.error).toBeNull();
    expect(repeat.data.session).toBeNull();
    expect(repeat.data.user?.email).toBe(email.toLowerCase());
    expect(repeat.data.user!.id).not.toBe(first.data.user!.id);
    expect((await inbox(strict.url(), email)).length).toBe(1);
    const kept = await strict
      .client()
      .auth.signInWithPassword({ email, password: "a-good-password" });
    expect(kept.error).toBeNull();
  });

  it("resends the confirmation to an unconfirmed address, at most once a second", async () => {
    const email = uniqueEmail("resend");
    await strict.client().auth.signUp({ email, password: "a-good-password" });
    const hurried = await strict.client().auth.signUp({ email, password: "a-good-password" });
    expect(hurried.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const resent = await strict.client().auth.signUp({ email, password: "a-good-password" });
    expect(resent.error).toBeNull();
    expect((await inbox(strict.url(), email)).length).toBe(2);
  });

  it("refuses an expired flow with flow_state_expired and an expired link with otp_expired", async () => {
    const email = uniqueEmail("slow");
    const browser = pkceClient(strict.client);
    await browser.auth.signUp({ email, password: "a-good-password" });
    const code = await codeFromMail(strict.url(), email, "http://localhost:3000/");
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const late = await browser.auth.exchangeCodeForSession(code);
    expect(late.error).toMatchObject({
      status: 422,
      code: "flow_state_expired",
      message: "invalid flow state, flow state has expired",
    });

    const other = uniqueEmail("slower");
    await strict.client().auth.signUp({ email: other, password: "a-good-password" });
    const mail = await latestMail(strict.url(), other);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const expired = await strict.client().auth.verifyOtp({
      token_hash: mail.email_data.token_hash,
      type: "signup",
    });
    expect(expired.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Email link is invalid or has expired",
    });
  }, 15_000);
});
