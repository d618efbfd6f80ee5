/** @jest-environment node */
import { authFetch, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";

const { url, client, signedIn } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });

async function newUser(label: string) {
  const email = uniqueEmail(label);
  const { data, error } = await client().auth.signUp({ email, password: "a-good-password" });
  if (error) throw error;
  return {
    email,
    token: data.session!.access_token,
    user: await signedIn(email, "a-good-password"),
  };
}

describe("what the CLI's defaults leave off, answered as GoTrue does", () => {
  it("anonymous sign-ins are off, and /settings says so", async () => {
    const { data, error } = await client().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: "anonymous_provider_disabled",
      message: "Anonymous sign-ins are disabled",
    });
    const settings = await authFetch(url(), "settings", { method: "GET" });
    expect(await settings.json()).toMatchObject({ external: { anonymous_users: false } });
  });

  it("manual linking is off: linking and unlinking identities are refused", async () => {
    const { user } = await newUser("linking");
    const identities = await user.auth.getUserIdentities();
    expect(identities.data?.identities).toHaveLength(1);
    const unlink = await user.auth.unlinkIdentity(identities.data!.identities[0]!);
    expect(unlink.error).toMatchObject({
      status: 404,
      code: "manual_linking_disabled",
      message: "Manual linking is disabled",
    });
    const link = await user.auth.linkIdentity({ provider: "google" });
    expect(link.error).toMatchObject({ status: 404, code: "manual_linking_disabled" });
    const anonymous = await authFetch(url(), "user/identities/authorize?provider=google", {
      method: "GET",
    });
    expect(anonymous.status).toBe(403);
  });

  it("SAML, Web3 and id_token providers are off", async () => {
    const sso = await client().auth.signInWithSSO({ domain: "example.com" });
    expect(sso.error).toMatchObject({
      status: 404,
      code: "saml_provider_disabled",
      message: "SAML 2.0 is disabled",
    });

    const web3 = await authFetch(url(), "token?grant_type=web3", {
      body: { chain: "solana", message: "m", signature: "s" },
    });
    expect(web3.status).toBe(422);
    expect(await web3.json()).toMatchObject({
      code: "web3_provider_disabled",
      message: "Web3 provider is disabled",
    });

    const google = await client().auth.signInWithIdToken({ provider: "google", token: "x.y.z" });
    expect(google.error).toMatchObject({
      status: 400,
      code: "provider_disabled",
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
    const custom = await client().auth.signInWithIdToken({
      provider: "custom:my-oidc",
      token: "x.y.z",
    });
    expect(custom.error).toMatchObject({ message: "Custom OAuth providers are disabled" });
    const apple = await client().auth.signInWithIdToken({ provider: "apple", token: "garbage" });
    expect(apple.error).toMatchObject({
      code: "validation_failed",
      message: "Unable to detect issuer in ID token for Apple provider",
    });
    const missing = await authFetch(url(), "token?grant_type=id_token", {
      body: { provider: "google" },
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      error: "invalid request",
      error_description: "id_token required",
    });
  });
});
