/** @jest-environment node */
import { base32Encode, hotp, totpCode, verifyTotp } from "../auth/totp";
import { authFetch, claimsOf, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";
import { SERVICE_ROLE_KEY } from "./harness";

const { url, client, signedIn } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });

describe("TOTP codes", () => {
  // RFC 6238, appendix B, with SHA-1 (its eight-digit codes; apps show the last six).
  const secret = Buffer.from("12345678901234567890");
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1234567890, "89005924"],
    [20000000000, "65353130"],
  ])("at %i s the code is %s", (seconds, code) => {
    expect(hotp(secret, Math.floor(seconds / 30), 8)).toBe(code);
    expect(totpCode(base32Encode(secret), seconds * 1000)).toBe(code.slice(2));
  });

  it("takes the code of the step before and after, and nothing further or malformed", () => {
    const key = base32Encode(secret);
    const now = 1234567890 * 1000;
    expect(verifyTotp(key, totpCode(key, now - 30_000), now)).toBe(true);
    expect(verifyTotp(key, totpCode(key, now + 30_000), now)).toBe(true);
    expect(verifyTotp(key, totpCode(key, now - 90_000), now)).toBe(false);
    expect(verifyTotp(key, "12345", now)).toBe(false);
    expect(verifyTotp(key, "abcdef", now)).toBe(false);
  });
});

async function newAccount() {
  const email = uniqueEmail("mfa");
  const password = "a-long-password";
  const { error } = await client(SERVICE_ROLE_KEY).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw error;
  return { email, password };
}

describe("auth.mfa with an app authenticator", () => {
  it("enrolls, is verified by a code, raises the session to aal2, and keeps it through a refresh", async () => {
    const account = await newAccount();
    const user = await signedIn(account.email, account.password);
    const enrolled = await user.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe("totp");
    expect(factor.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect(factor.totp.uri).toBe(
      `otpauth://totp/localhost%3A${encodeURIComponent(account.email)}?secret=${factor.totp.secret}&issuer=localhost&algorithm=SHA1&digits=6&period=30`,
    );
    // Unverified, the factor asks nothing of the next sign-in yet.
    expect((await user.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal1",
    });

    // Another device signed in with the password alone, and an authenticator begun and left.
    const elsewhere = await signedIn(account.email, account.password);
    const abandoned = (await user.auth.mfa.enroll({ factorType: "totp", friendlyName: "Left" }))
      .data!;

    const wrong = await user.auth.mfa.challengeAndVerify({ factorId: factor.id, code: "000000" });
    expect(wrong.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });

    const verified = await user.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: totpCode(factor.totp.secret),
    });
    expect(verified.error).toBeNull();
    const claims = claimsOf(verified.data!.access_token);
    expect(claims.aal).toBe("aal2");
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual([
      "totp",
      "password",
    ]);
    expect((await user.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal2",
      nextLevel: "aal2",
    });
    const listed = await user.auth.mfa.listFactors();
    expect(listed.data?.totp.map((entry) => [entry.id, entry.status])).toEqual([
      [factor.id, "verified"],
    ]);
    const refreshed = await user.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe("aal2");
    // As GoTrue: the password-only session elsewhere ended, the abandoned factor went.
    expect((await elsewhere.auth.refreshSession()).error).not.toBeNull();
    expect(listed.data?.all.map((entry) => entry.id)).not.toContain(abandoned.id);

    // A new sign-in starts at aal1 and must pass the factor to reach aal2.
    const again = await signedIn(account.email, account.password);
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });

    // Removing the factor lowers the session that passed it, from its next token.
    expect((await user.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull();
    const lowered = await user.auth.refreshSession();
    expect(claimsOf(lowered.data.session!.access_token).aal).toBe("aal1");
  });

  it("guards factors with aal2: a second factor (a spare phone) and unenrolling need it", async () => {
    const account = await newAccount();
    const user = await signedIn(account.email, account.password);
    const first = (await user.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" })).data!;
    await user.auth.mfa.challengeAndVerify({
      factorId: first.id,
      code: totpCode(first.totp.secret),
    });

    const fresh = await signedIn(account.email, account.password);
    expect(
      (await fresh.auth.mfa.enroll({ factorType: "totp", friendlyName: "Spare" })).error,
    ).toMatchObject({ status: 403, code: "insufficient_aal" });
    expect((await fresh.auth.mfa.unenroll({ factorId: first.id })).error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
    });

    // At aal2: a second factor, but not under a name already taken.
    expect(
      (await user.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" })).error,
    ).toMatchObject({ status: 422, code: "mfa_factor_name_conflict" });
    const spare = (await user.auth.mfa.enroll({ factorType: "totp", friendlyName: "Spare" })).data!;
    await user.auth.mfa.challengeAndVerify({
      factorId: spare.id,
      code: totpCode(spare.totp.secret),
    });
    expect((await user.auth.mfa.listFactors()).data?.totp).toHaveLength(2);
    expect((await user.auth.mfa.unenroll({ factorId: first.id })).error).toBeNull();
    expect((await user.auth.mfa.listFactors()).data?.totp.map((entry) => entry.id)).toEqual([
      spare.id,
    ]);

    // A lost phone: the admin API lists and removes a user's factors.
    const admin = client(SERVICE_ROLE_KEY).auth.admin.mfa;
    const { data: userData } = await user.auth.getUser();
    const userId = userData.user!.id;
    const listed = await admin.listFactors({ userId });
    expect(listed.data?.factors.map((entry) => entry.id)).toEqual([spare.id]);
    expect((await admin.deleteFactor({ userId, id: spare.id })).error).toBeNull();
    expect((await admin.listFactors({ userId })).data?.factors).toEqual([]);
  });

  it("answers GoTrue's errors for factors it does not enable, and for other users' factors", async () => {
    const account = await newAccount();
    const user = await signedIn(account.email, account.password);
    const token = (await user.auth.getSession()).data.session!.access_token;
    for (const [type, code] of [
      ["phone", "mfa_phone_enroll_not_enabled"],
      ["webauthn", "mfa_webauthn_enroll_not_enabled"],
    ]) {
      const response = await authFetch(url(), "factors", { token, body: { factor_type: type } });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ code });
    }
    const bad = await authFetch(url(), "factors", { token, body: { factor_type: "sms" } });
    expect(bad.status).toBe(400);

    const other = await signedIn((await newAccount()).email, "a-long-password");
    const theirs = (await other.auth.mfa.enroll({ factorType: "totp" })).data!;
    expect((await user.auth.mfa.challenge({ factorId: theirs.id })).error).toMatchObject({
      status: 404,
      code: "mfa_factor_not_found",
    });
    // A challenge answered is spent.
    const mine = (await user.auth.mfa.enroll({ factorType: "totp" })).data!;
    const challenge = (await user.auth.mfa.challenge({ factorId: mine.id })).data!;
    const code = totpCode(mine.totp.secret);
    expect(
      (await user.auth.mfa.verify({ factorId: mine.id, challengeId: challenge.id, code })).error,
    ).toBeNull();
    expect(
      (await user.auth.mfa.verify({ factorId: mine.id, challengeId: challenge.id, code })).error,
    ).toMatchObject({ status: 422, code: "mfa_ip_address_mismatch" });
    const unknown = await user.auth.mfa.verify({
      factorId: mine.id,
      challengeId: "00000000-0000-4000-8000-000000000000",
      code,
    });
    expect(unknown.error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });
});
