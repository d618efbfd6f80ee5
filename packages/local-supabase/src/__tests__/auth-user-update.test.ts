/** @jest-environment node */
import { authFetch, follow, fragmentOf, inbox, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";
import { ANON_KEY, EDITOR_EMAIL, SERVICE_ROLE_KEY } from "./harness";

const { url, client, signedIn } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });

async function newUser(label: string, password = "first-password") {
  const email = uniqueEmail(label);
  const c = client();
  const { data, error } = await c.auth.signUp({
    email,
    password,
    options: { data: { theme: "dark", lang: "en" } },
  });
  if (error || !data.user) throw error ?? new Error("no user");
  return { email, c, user: data.user };
}

describe("updateUser", () => {
  it("changes the password and ends the user's other sessions", async () => {
    const { email, c } = await newUser("pw");
    const other = await signedIn(email, "first-password");
    const { data, error } = await c.auth.updateUser({ password: "second-password" });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect((await c.auth.getUser()).error).toBeNull();
    expect((await other.auth.getUser()).error).toMatchObject({ name: "AuthSessionMissingError" });
    expect(
      (await client().auth.signInWithPassword({ email, password: "first-password" })).error,
    ).toMatchObject({ code: "invalid_credentials" });
    expect(
      (await client().auth.signInWithPassword({ email, password: "second-password" })).error,
    ).toBeNull();
  });

  it("refuses a weak or unchanged password and keeps the old one", async () => {
    const { email, c } = await newUser("pw-bad");
    expect((await c.auth.updateUser({ password: "123" })).error).toMatchObject({
      status: 422,
      code: "weak_password",
    });
    expect((await c.auth.updateUser({ password: "first-password" })).error).toMatchObject({
      status: 422,
      code: "same_password",
      message: "New password should be different from the old password.",
    });
    expect(
      (await client().auth.signInWithPassword({ email, password: "first-password" })).error,
    ).toBeNull();
  });

  it("merges data into user_metadata, a null value removing its key", async () => {
    const { c } = await newUser("meta");
    const { data, error } = await c.auth.updateUser({ data: { theme: "light", lang: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ theme: "light", email_verified: true });
    const { data: refreshed } = await c.auth.refreshSession();
    expect(refreshed.user?.user_metadata).toEqual({ theme: "light", email_verified: true });
  });

  it("refuses app_metadata, and requires a signed-in user", async () => {
    const { c } = await newUser("appmeta");
    const response = await authFetch(url(), "user", {
      method: "PUT",
      token: (await c.auth.getSession()).data.session!.access_token,
      key: ANON_KEY,
      body: { app_metadata: { role: "editor" } },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "not_admin" });
    expect((await c.auth.getUser()).data.user!.app_metadata.role).toBeUndefined();
    expect((await client().auth.updateUser({ data: { x: 1 } })).error).toMatchObject({
      name: "AuthSessionMissingError",
    });
  });

  it("changes the email only once a link sent to both addresses is followed", async () => {
    const { email, c, user } = await newUser("mover");
    const newEmail = uniqueEmail("moved");
    const { data, error } = await c.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: "http://localhost:3000/account" },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: email.toLowerCase(), new_email: newEmail });
    expect(data.user?.email_change_sent_at).toEqual(expect.any(String));
    const [toNew] = await inbox(url(), newEmail);
    const [toCurrent] = await inbox(url(), email);
    expect(toNew?.subject).toBe("Confirm your new email address");
    expect(toCurrent?.email_data.email_action_type).toBe("email_change");
    expect(
      (await client().auth.signInWithPassword({ email: newEmail, password: "first-password" }))
        .error,
    ).toMatchObject({ code: "invalid_credentials" });

    const { location } = await follow(toNew!.action_link);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/account");
    expect(fragmentOf(location).get("type")).toBe("email_change");
    const moved = await client().auth.signInWithPassword({
      email: newEmail,
      password: "first-password",
    });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.id).toBe(user.id);
    expect(moved.data.user?.new_email).toBeUndefined();
    expect(moved.data.user?.identities?.[0]?.identity_data?.email).toBe(newEmail);
    const { location: stale } = await follow(toCurrent!.action_link);
    expect(fragmentOf(stale).get("error_code")).toBe("otp_expired");
  });

  it("refuses an address that is taken or malformed, changing nothing", async () => {
    const { c, email } = await newUser("stay");
    expect((await c.auth.updateUser({ email: EDITOR_EMAIL })).error).toMatchObject({
      status: 422,
      code: "email_exists",
    });
    expect((await c.auth.updateUser({ email: "not an email" })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
    const { user: after } = (await c.auth.getUser()).data;
    expect(after).toMatchObject({ email: email.toLowerCase() });
    expect(after!.new_email).toBeUndefined();
    expect(await inbox(url(), EDITOR_EMAIL)).toEqual([]);
  });

  it("refuses an email-change link once someone else has taken the new address", async () => {
    const admin = client(SERVICE_ROLE_KEY);
    const { email, c } = await newUser("overtaken");
    const byLink = uniqueEmail("taken-link");
    await c.auth.updateUser(
      { email: byLink },
      { emailRedirectTo: "http://localhost:3000/account" },
    );
    expect((await admin.auth.admin.createUser({ email: byLink })).error).toBeNull();
    const [linkMail] = await inbox(url(), byLink);
    const { status, location } = await follow(linkMail!.action_link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe("http://localhost:3000/account");
    expect(Object.fromEntries(fragmentOf(location))).toMatchObject({
      error_code: "email_exists",
      error_description: "A user with this email address has already been registered",
    });

    const byHash = uniqueEmail("taken-hash");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await c.auth.updateUser({ email: byHash })).error).toBeNull();
    expect((await admin.auth.admin.createUser({ email: byHash })).error).toBeNull();
    const [hashMail] = await inbox(url(), byHash);
    const { error } = await client().auth.verifyOtp({
      token_hash: hashMail!.email_data.token_hash,
      type: "email_change",
    });
    expect(error).toMatchObject({ status: 422, code: "email_exists" });
    expect((await c.auth.getUser()).data.user?.email).toBe(email.toLowerCase());
  });
});
