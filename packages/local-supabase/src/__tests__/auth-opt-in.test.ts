/** @jest-environment node */
import { createClient } from "@supabase/supabase-js";
import { authFetch, claimsOf, latestMail, uniqueEmail } from "./auth-helpers";
import { authHandlerForFile } from "./auth-handler-server";
import { ANON_KEY } from "./harness";

// The config.toml switches the CLI's defaults leave off ([auth] enable_anonymous_sign_ins,
// enable_manual_linking, [auth.email] secure_password_change), turned on.
const { url, db } = authHandlerForFile({
  anonymousSignIns: true,
  securePasswordChange: true,
  manualLinking: true,
});

function client() {
  return createClient(url(), ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

describe("enable_anonymous_sign_ins", () => {
  it("signs in a new anonymous user, who becomes permanent by adding an address", async () => {
    const anonymous = client();
    const { data, error } = await anonymous.auth.signInAnonymously({
      options: { data: { theme: "dark" } },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      is_anonymous: true,
      email: "",
      identities: [],
      app_metadata: { provider: "anonymous", providers: ["anonymous"] },
      user_metadata: { theme: "dark" },
    });
    expect(claimsOf(data.session!.access_token)).toMatchObject({
      is_anonymous: true,
      role: "authenticated",
      amr: [{ method: "anonymous", timestamp: expect.any(Number) }],
    });
    const settings = await authFetch(url(), "settings", { method: "GET" });
    expect(await settings.json()).toMatchObject({ external: { anonymous_users: true } });

    // With autoconfirm the address applies at once, as GoTrue does for anonymous users only.
    const email = uniqueEmail("anon-upgrade");
    const upgraded = await anonymous.auth.updateUser({ email });
    expect(upgraded.error).toBeNull();
    expect(upgraded.data.user).toMatchObject({
      email,
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      identities: [{ provider: "email", identity_data: { email, email_verified: true } }],
    });
    expect((await anonymous.auth.updateUser({ password: "a-good-password" })).error).toBeNull();
    const refreshed = await anonymous.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).is_anonymous).toBe(false);
    const again = await client().auth.signInWithPassword({ email, password: "a-good-password" });
    expect(again.error).toBeNull();
  });

  it("refuses to reauthenticate a user with neither email nor phone", async () => {
    const anonymous = client();
    await anonymous.auth.signInAnonymously();
    const { error } = await anonymous.auth.reauthenticate();
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Reauthentication requires the user to have an email or a phone number",
    });
  });
});

describe("anonymous_users rate limit", () => {
  it("allows 30 anonymous sign-ins per address per hour, as the CLI's default", async () => {
    let signedIn = 0;
    let refusal: unknown;
    for (let i = 0; i < 31 && !refusal; i++) {
      const { error } = await client().auth.signInAnonymously();
      if (error) refusal = error;
      else signedIn += 1;
    }
    expect(refusal).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    // Earlier tests in this file signed in anonymously too.
    expect(signedIn).toBeLessThan(30);
  });
});

describe("secure_password_change", () => {
  it("lets a session under a day old change the password, and an older one only with the nonce", async () => {
    const email = uniqueEmail("secure-change");
    const user = client();
    const signUp = await user.auth.signUp({ email, password: "a-good-password" });
    expect((await user.auth.updateUser({ password: "second-password" })).error).toBeNull();

    const sessionId = claimsOf(signUp.data.session!.access_token).session_id;
    await db().run((pg) =>
      pg.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
        sessionId,
      ]),
    );
    const withoutNonce = await user.auth.updateUser({ password: "third-password" });
    expect(withoutNonce.error).toMatchObject({
      status: 400,
      code: "reauthentication_needed",
      message: "Password update requires reauthentication",
    });
    const unsent = await user.auth.updateUser({ password: "third-password", nonce: "123456" });
    expect(unsent.error).toMatchObject({
      status: 422,
      code: "reauthentication_not_valid",
      message: "Nonce has expired or is invalid",
    });

    expect((await user.auth.reauthenticate()).error).toBeNull();
    const code = (await latestMail(url(), email)).email_data.token;
    const wrong = await user.auth.updateUser({
      password: "third-password",
      nonce: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.error).toMatchObject({ code: "reauthentication_not_valid" });
    const right = await user.auth.updateUser({ password: "third-password", nonce: code });
    expect(right.error).toBeNull();
    const reused = await user.auth.updateUser({ password: "fourth-password", nonce: code });
    expect(reused.error).toMatchObject({ code: "reauthentication_not_valid" });
  });

  it("counts each nonce tried as a verification, so the codes cannot all be tried", async () => {
    const email = uniqueEmail("nonce-guess");
    const user = client();
    const signUp = await user.auth.signUp({ email, password: "a-good-password" });
    const sessionId = claimsOf(signUp.data.session!.access_token).session_id;
    await db().run((pg) =>
      pg.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1`, [
        sessionId,
      ]),
    );
    expect((await user.auth.reauthenticate()).error).toBeNull();
    const code = (await latestMail(url(), email)).email_data.token;
    const wrong = code === "000000" ? "111111" : "000000";

    // token_verifications: 30 per address per 5 minutes, shared with the test above.
    const answers = [];
    for (let tries = 0; tries < 30; tries += 1) {
      const { error } = await user.auth.updateUser({ password: "guessed-password", nonce: wrong });
      answers.push(error?.code);
      if (error?.status === 429) break;
    }
    expect(answers.at(-1)).toBe("over_request_rate_limit");
    expect(new Set(answers.slice(0, -1))).toEqual(new Set(["reauthentication_not_valid"]));
    // While the limit lasts, the right code is refused as well; it is not used up.
    const right = await user.auth.updateUser({ password: "guessed-password", nonce: code });
    expect(right.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    // A change without a nonce is not a guess, and is not counted.
    const plain = await user.auth.updateUser({ data: { plan: "pro" } });
    expect(plain.error).toBeNull();
  }, 30_000);
});

describe("enable_manual_linking", () => {
  it("keeps a user's only identity, and finds no OAuth provider to link", async () => {
    const user = client();
    await user.auth.signUp({ email: uniqueEmail("linking-on"), password: "a-good-password" });
    const identities = await user.auth.getUserIdentities();
    const unlink = await user.auth.unlinkIdentity(identities.data!.identities[0]!);
    expect(unlink.error).toMatchObject({
      status: 422,
      code: "single_identity_not_deletable",
      message: "User must have at least 1 identity after unlinking",
    });
    const link = await user.auth.linkIdentity({ provider: "google" });
    expect(link.error).toMatchObject({ status: 400, code: "validation_failed" });
  });
});
