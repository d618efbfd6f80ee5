/** @jest-environment node */
import { login } from "@/content/admin";

const redirect = jest.fn();
jest.mock("next/navigation", () => ({ redirect: (url: string) => redirect(url) }));

let requestHeaders = new Headers();
jest.mock("next/headers", () => ({ headers: async () => requestHeaders }));

interface AuthAnswer {
  data: {
    user: { id: string; factors?: { id: string; status: string; factor_type: string }[] } | null;
  };
  error: { status?: number; code?: string; message: string } | null;
}
const signInWithPassword = jest.fn<Promise<AuthAnswer>, [{ email: string; password: string }]>();
jest.mock("@/lib/supabase/server", () => ({
  createClient: async () => ({ auth: { signInWithPassword } }),
}));

import { signIn } from "../actions";

const RIGHT = "right-password";
const INVALID: AuthAnswer = {
  data: { user: null },
  error: { status: 400, code: "invalid_credentials", message: "Invalid login credentials" },
};

function form(email: string, password: string, next = "/admin") {
  const data = new FormData();
  data.set("email", email);
  data.set("password", password);
  data.set("next", next);
  return data;
}

const attempt = (email: string, password: string, next?: string) =>
  signIn({ error: null, email: "" }, form(email, password, next));

let addressCounter = 0;

describe("signIn", () => {
  beforeEach(() => {
    redirect.mockClear();
    signInWithPassword.mockReset();
    signInWithPassword.mockImplementation(async ({ password }) =>
      password === RIGHT ? { data: { user: { id: "member" } }, error: null } : INVALID,
    );
    // A fresh address per test keeps the per-address count out of the per-account cases.
    addressCounter += 1;
    requestHeaders = new Headers({ "x-forwarded-for": `198.51.100.${addressCounter}` });
  });

  it("refuses the 6th attempt on an account after 5 failures, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      await expect(attempt("limited@example.com", `wrong-${i}`)).resolves.toEqual({
        email: "limited@example.com",
        error: login.invalidCredentials,
      });
    }
    signInWithPassword.mockClear();
    await expect(attempt("Limited@Example.com", RIGHT)).resolves.toEqual({
      email: "Limited@Example.com",
      error: login.tooManyAttempts(15),
    });
    expect(signInWithPassword).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("limits an address after 20 failures across accounts", async () => {
    for (let i = 0; i < 20; i++) await attempt(`spray-${i}@example.com`, "wrong");
    await expect(attempt("fresh@example.com", RIGHT)).resolves.toMatchObject({
      error: login.tooManyAttempts(15),
    });
    requestHeaders = new Headers({ "x-forwarded-for": "203.0.113.200" });
    await attempt("fresh@example.com", RIGHT);
    expect(redirect).toHaveBeenCalledWith("/admin");
  });

  it("counts an address whatever entries the visitor forges before it", async () => {
    const visitor = requestHeaders.get("x-forwarded-for");
    for (let i = 0; i < 20; i++) {
      requestHeaders = new Headers({ "x-forwarded-for": `10.1.2.${i}, ${visitor}` });
      await attempt(`forged-${i}@example.com`, "wrong");
    }
    requestHeaders = new Headers({ "x-forwarded-for": `127.0.0.1, ${visitor}` });
    await expect(attempt("fresh-forged@example.com", RIGHT)).resolves.toMatchObject({
      error: login.tooManyAttempts(15),
    });
    expect(redirect).not.toHaveBeenCalled();
  });

  it("clears an account's failures when it signs in", async () => {
    for (let i = 0; i < 4; i++) await attempt("clears@example.com", "wrong");
    await attempt("clears@example.com", RIGHT);
    for (let i = 0; i < 4; i++) await attempt("clears@example.com", "wrong");
    await attempt("clears@example.com", RIGHT);
    expect(redirect).toHaveBeenCalledTimes(2);
  });

  it("reports the auth service's own rate limit as a limit, not a generic failure", async () => {
    signInWithPassword.mockResolvedValue({
      data: { user: null },
      error: {
        status: 429,
        code: "over_request_rate_limit",
        message: "Request rate limit reached",
      },
    });
    await expect(attempt("busy@example.com", RIGHT)).resolves.toEqual({
      email: "busy@example.com",
      error: login.authRateLimited,
    });
    signInWithPassword.mockResolvedValue({
      data: { user: null },
      error: { status: 429, message: "Too many requests" },
    });
    await expect(attempt("busy@example.com", RIGHT)).resolves.toMatchObject({
      error: login.authRateLimited,
    });
  });

  it("redirects to the next path percent-encoded", async () => {
    await attempt("next@example.com", RIGHT, "/admin?q=✓");
    expect(redirect).toHaveBeenCalledWith("/admin?q=%E2%9C%93");
  });

  it("sends a member with an authenticator to its code step, keeping the next path", async () => {
    signInWithPassword.mockResolvedValueOnce({
      data: {
        user: {
          id: "member",
          factors: [
            { id: "unfinished", status: "unverified", factor_type: "totp" },
            { id: "phone", status: "verified", factor_type: "totp" },
          ],
        },
      },
      error: null,
    });
    await attempt("second-factor@example.com", RIGHT, "/admin/staged");
    // The first redirect is the one that happens (Next's redirect throws).
    expect(redirect.mock.calls[0]).toEqual(["/login/two-factor?next=/admin/staged"]);
  });

  it("refuses a demo account's published password from another machine, before asking Auth", async () => {
    await expect(attempt("editor@example.com", "local-editor-password")).resolves.toEqual({
      email: "editor@example.com",
      error: login.publishedAccount,
    });
    expect(signInWithPassword).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("lets a demo account in on this machine", async () => {
    requestHeaders = new Headers({ "x-forwarded-for": "127.0.0.1" });
    signInWithPassword.mockResolvedValueOnce({ data: { user: { id: "editor" } }, error: null });
    await attempt("editor@example.com", "local-editor-password");
    expect(signInWithPassword).toHaveBeenCalledWith({
      email: "editor@example.com",
      password: "local-editor-password",
    });
    expect(redirect.mock.calls).toEqual([["/admin"]]);
  });

  it("treats a demo account's email with another password as any other attempt", async () => {
    await expect(attempt("editor@example.com", "a-guess")).resolves.toEqual({
      email: "editor@example.com",
      error: login.invalidCredentials,
    });
    expect(signInWithPassword).toHaveBeenCalledTimes(1);
  });

  it("does not ask for a code when the only authenticator was never finished", async () => {
    signInWithPassword.mockResolvedValueOnce({
      data: {
        user: { id: "member", factors: [{ id: "x", status: "unverified", factor_type: "totp" }] },
      },
      error: null,
    });
    await attempt("unfinished@example.com", RIGHT, "/admin");
    expect(redirect.mock.calls).toEqual([["/admin"]]);
  });
});
