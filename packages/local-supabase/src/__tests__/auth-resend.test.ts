/** @jest-environment node */
import { authFetch, follow, fragmentOf, inbox, latestMail, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";
import { SERVICE_ROLE_KEY } from "./harness";

// Confirmations on, so sign-ups wait for the email that resend sends again.
const { url, client } = serverForFile({
  LOCAL_SUPABASE_ENABLE_CONFIRMATIONS: "1",
  LOCAL_SUPABASE_SIGN_IN_LIMIT: "1000",
});

/** GoTrue's `max_frequency` (the CLI's 1 s) between two emails of one kind to one user. */
const pastMaxFrequency = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1100));

describe("auth.resend", () => {
  it("sends the sign-up confirmation again; only the newest link confirms", async () => {
    const email = uniqueEmail("resend-signup");
    const signUp = await client().auth.signUp({ email, password: "a-good-password" });
    expect(signUp.error).toBeNull();
    const first = await latestMail(url(), email);

    const tooSoon = await client().auth.resend({ type: "signup", email });
    expect(tooSoon.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });

    await pastMaxFrequency();
    const { data, error } = await client().auth.resend({
      type: "signup",
      email,
      options: { emailRedirectTo: "http://localhost:3000/welcome" },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const second = await latestMail(url(), email);
    expect(second.id).not.toBe(first.id);
    expect(second.email_data).toMatchObject({
      email_action_type: "signup",
      redirect_to: "http://localhost:3000/welcome",
    });

    expect(fragmentOf((await follow(first.action_link)).location).get("error_code")).toBe(
      "otp_expired",
    );
    const { location } = await follow(second.action_link);
    expect(fragmentOf(location).get("access_token")).toEqual(expect.any(String));
  });

  it("answers {} without sending for an unknown or already confirmed address", async () => {
    const unknown = uniqueEmail("resend-unknown");
    const response = await authFetch(url(), "resend", { body: { type: "signup", email: unknown } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await inbox(url(), unknown)).toEqual([]);

    const confirmed = uniqueEmail("resend-confirmed");
    await client(SERVICE_ROLE_KEY).auth.admin.createUser({
      email: confirmed,
      password: "a-good-password",
      email_confirm: true,
    });
    const again = await client().auth.resend({ type: "signup", email: confirmed });
    expect(again.error).toBeNull();
    expect(await inbox(url(), confirmed)).toEqual([]);
  });

  it("sends a pending email change's links again, to both addresses", async () => {
    const email = uniqueEmail("resend-change");
    const newEmail = uniqueEmail("resend-changed");
    await client(SERVICE_ROLE_KEY).auth.admin.createUser({
      email,
      password: "a-good-password",
      email_confirm: true,
    });
    const user = client();
    await user.auth.signInWithPassword({ email, password: "a-good-password" });
    expect((await user.auth.updateUser({ email: newEmail })).error).toBeNull();
    const firstNew = await latestMail(url(), newEmail);

    await pastMaxFrequency();
    expect((await user.auth.resend({ type: "email_change", email })).error).toBeNull();
    const secondNew = await latestMail(url(), newEmail);
    expect(secondNew.id).not.toBe(firstNew.id);
    expect(secondNew.email_data.email_action_type).toBe("email_change");
    expect((await inbox(url(), email)).length).toBe(2);

    // Nothing pending: nothing sent.
    const other = uniqueEmail("resend-nochange");
    await client(SERVICE_ROLE_KEY).auth.admin.createUser({ email: other, email_confirm: true });
    expect((await client().auth.resend({ type: "email_change", email: other })).error).toBeNull();
    expect(await inbox(url(), other)).toEqual([]);
  });

  it("refuses phone types as GoTrue does with SMS off, and bad requests with its messages", async () => {
    const sms = await client().auth.resend({ type: "sms", phone: "+15555550100" });
    expect(sms.error).toMatchObject({
      status: 400,
      code: "phone_provider_disabled",
      message: "Phone logins are disabled",
    });
    const cases: [Record<string, unknown>, string][] = [
      [
        { type: "magiclink", email: "a@example.com" },
        "Missing one of these types: signup, email_change, sms, phone_change",
      ],
      [{ type: "signup" }, "Type provided requires an email address"],
      [{ type: "sms" }, "Type provided requires a phone number"],
      [{ type: "email_change" }, "Missing email address or phone number"],
      [
        { type: "signup", email: "a@example.com", phone: "+15555550100" },
        "Only an email address or phone number should be provided.",
      ],
      [
        { type: "signup", email: "not-an-address" },
        "Unable to validate email address: invalid format",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await authFetch(url(), "resend", { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "validation_failed", message });
    }
  });
});
