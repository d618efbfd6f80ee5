/** @jest-environment node */
import { authFetch, latestMail, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";
import { SERVICE_ROLE_KEY } from "./harness";

const { url, client, signedIn } = serverForFile({ LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000" });

async function confirmedUser(label: string): Promise<string> {
  const email = uniqueEmail(label);
  const { error } = await client(SERVICE_ROLE_KEY).auth.admin.createUser({
    email,
    password: "a-good-password",
    email_confirm: true,
  });
  if (error) throw error;
  return email;
}

describe("auth.reauthenticate", () => {
  it("emails the signed-in user a code, no more often than max_frequency", async () => {
    const email = await confirmedUser("reauth");
    const user = await signedIn(email, "a-good-password");
    const { data, error } = await user.auth.reauthenticate();
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const mail = await latestMail(url(), email);
    expect(mail.subject).toBe("Confirm reauthentication");
    expect(mail.email_data).toMatchObject({ email_action_type: "reauthentication" });
    expect(mail.text).toContain(mail.email_data.token);
    expect(mail.email_data.token).toMatch(/^\d{6}$/);

    const again = await user.auth.reauthenticate();
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });

    // secure_password_change is off by default: no nonce needed.
    expect((await user.auth.updateUser({ password: "another-password" })).error).toBeNull();
  });

  it("needs a signed-in user", async () => {
    // The anon key's JWT has no user in it.
    const response = await authFetch(url(), "reauthenticate", { method: "GET" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: "bad_jwt",
      message: "invalid claim: missing sub claim",
    });
  });
});
