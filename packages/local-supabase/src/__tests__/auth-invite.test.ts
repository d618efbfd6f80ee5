/** @jest-environment node */
import { authFetch, follow, fragmentOf, latestMail, uniqueEmail } from "./auth-helpers";
import { serverForFile } from "./clients";
import { SERVICE_ROLE_KEY } from "./harness";

const { url, client } = serverForFile();
const WELCOME = "http://localhost:3000/admin/welcome";

describe("auth.admin.inviteUserByEmail", () => {
  it("creates an unconfirmed user and mails a link that confirms and signs them in once", async () => {
    const admin = client(SERVICE_ROLE_KEY);
    const email = uniqueEmail("invited");
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
      data: { invited_as: "author" },
      redirectTo: WELCOME,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { invited_as: "author" } });
    expect(data.user?.invited_at).toEqual(expect.any(String));
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = await latestMail(url(), email);
    expect(mail.subject).toBe("You have been invited");
    expect(mail.email_data).toMatchObject({ email_action_type: "invite", redirect_to: WELCOME });
    const { location } = await follow(mail.action_link);
    expect(`${location.origin}${location.pathname}`).toBe(WELCOME);
    const fragment = fragmentOf(location);
    expect(fragment.get("type")).toBe("invite");
    const session = await client().auth.setSession({
      access_token: fragment.get("access_token")!,
      refresh_token: fragment.get("refresh_token")!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email_confirmed_at).toEqual(expect.any(String));

    // Used once: the same link now lands on the redirect with GoTrue's error.
    const again = await follow(mail.action_link);
    expect(fragmentOf(again.location).get("error_code")).toBe("otp_expired");
    // Accepted: the address is taken.
    const twice = await admin.auth.admin.inviteUserByEmail(email);
    expect(twice.error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("invites again an address not yet accepted, and only the newest link works", async () => {
    const admin = client(SERVICE_ROLE_KEY);
    const email = uniqueEmail("resent");
    await admin.auth.admin.inviteUserByEmail(email, { redirectTo: WELCOME });
    const first = await latestMail(url(), email);
    const resent = await admin.auth.admin.inviteUserByEmail(email, { redirectTo: WELCOME });
    expect(resent.error).toBeNull();
    const second = await latestMail(url(), email);
    expect(second.id).not.toBe(first.id);
    expect(fragmentOf((await follow(first.action_link)).location).get("error_code")).toBe(
      "otp_expired",
    );
    expect(fragmentOf((await follow(second.action_link)).location).get("access_token")).toEqual(
      expect.any(String),
    );
  });

  it("is the service role's alone, and refuses an address that is not one", async () => {
    const email = uniqueEmail("self");
    const anon = await authFetch(url(), "invite", { body: { email } });
    expect(anon.status).toBe(403);
    expect(await anon.json()).toMatchObject({ code: "not_admin" });
    const bad = await authFetch(url(), "invite", {
      key: SERVICE_ROLE_KEY,
      body: { email: "not an address" },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "validation_failed" });
  });
});
