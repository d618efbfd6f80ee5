/** @jest-environment node */
import { authFetch, follow, fragmentOf, inbox, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";
import { SERVICE_ROLE_KEY } from "./harness";

const { url, client } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });
const WELCOME = "http://localhost:3000/welcome";

describe("auth.admin.generateLink", () => {
  it("signs up an unconfirmed user and returns the link and code instead of emailing them", async () => {
    const email = uniqueEmail("gen-signup");
    const { data, error } = await client(SERVICE_ROLE_KEY).auth.admin.generateLink({
      type: "signup",
      email,
      password: "a-good-password",
      options: { data: { plan: "pro" }, redirectTo: WELCOME },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { plan: "pro" } });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.properties).toEqual({
      action_link: expect.stringContaining(`${url()}/auth/v1/verify?`),
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
      redirect_to: WELCOME,
      verification_type: "signup",
    });
    const link = new URL(data.properties!.action_link);
    expect(link.searchParams.get("token")).toBe(data.properties!.hashed_token);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(await inbox(url(), email)).toEqual([]);

    const { location } = await follow(data.properties!.action_link);
    expect(`${location.origin}${location.pathname}`).toBe(WELCOME);
    expect(fragmentOf(location).get("access_token")).toEqual(expect.any(String));
    const signIn = await client().auth.signInWithPassword({ email, password: "a-good-password" });
    expect(signIn.error).toBeNull();

    const twice = await client(SERVICE_ROLE_KEY).auth.admin.generateLink({
      type: "signup",
      email,
      password: "a-good-password",
    });
    expect(twice.error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("makes magic links (a sign-up for an unknown address) and recovery codes that verify", async () => {
    const admin = client(SERVICE_ROLE_KEY).auth.admin;
    const email = uniqueEmail("gen-magic");
    const first = await admin.generateLink({ type: "magiclink", email });
    expect(first.error).toBeNull();
    expect(first.data.properties?.verification_type).toBe("signup");
    expect(first.data.user?.email).toBe(email);
    await follow(first.data.properties!.action_link);

    const magic = await admin.generateLink({ type: "magiclink", email });
    expect(magic.data.properties?.verification_type).toBe("magiclink");
    const signedIn = await client().auth.verifyOtp({
      email,
      token: magic.data.properties!.email_otp,
      type: "email",
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toEqual(expect.any(String));

    const recovery = await admin.generateLink({ type: "recovery", email });
    expect(recovery.data.user?.recovery_sent_at).toEqual(expect.any(String));
    const recovered = await client().auth.verifyOtp({
      token_hash: recovery.data.properties!.hashed_token,
      type: "recovery",
    });
    expect(recovered.error).toBeNull();

    const unknown = await admin.generateLink({ type: "recovery", email: uniqueEmail("nobody") });
    expect(unknown.error).toMatchObject({
      status: 404,
      code: "user_not_found",
      message: "User with this email not found",
    });
  });

  it("invites, and changes an address with an email_change_new link", async () => {
    const admin = client(SERVICE_ROLE_KEY).auth.admin;
    const invited = uniqueEmail("gen-invite");
    const invite = await admin.generateLink({ type: "invite", email: invited });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toEqual(expect.any(String));
    expect(invite.data.properties?.verification_type).toBe("invite");

    const email = uniqueEmail("gen-change");
    const newEmail = uniqueEmail("gen-changed");
    await admin.createUser({ email, password: "a-good-password", email_confirm: true });
    const change = await admin.generateLink({ type: "email_change_new", email, newEmail });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(newEmail);
    expect(new URL(change.data.properties!.action_link).searchParams.get("type")).toBe(
      "email_change",
    );
    const verified = await client().auth.verifyOtp({
      token_hash: change.data.properties!.hashed_token,
      type: "email_change",
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
  });

  it("refuses bad input and callers without the service role as GoTrue does", async () => {
    const admin = client(SERVICE_ROLE_KEY).auth.admin;
    const badEmail = await admin.generateLink({ type: "magiclink", email: "not-an-address" });
    expect(badEmail.error).toMatchObject({
      status: 400,
      message: "Unable to validate email address: invalid format",
    });
    expect(badEmail.data).toEqual({ properties: null, user: null });
    const badType = await authFetch(url(), "admin/generate_link", {
      key: SERVICE_ROLE_KEY,
      body: { type: "phone", email: uniqueEmail("gen-type") },
    });
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({
      code: "validation_failed",
      message: "Invalid email action link type requested: phone",
    });
    const anon = await client().auth.admin.generateLink({
      type: "magiclink",
      email: uniqueEmail("gen-anon"),
    });
    expect(anon.error).toMatchObject({ status: 403, code: "not_admin" });
  });
});
