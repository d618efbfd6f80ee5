import { readFileSync } from "node:fs";
import path from "node:path";
import {
  isLoopback,
  isPublishedSignIn,
  mayUsePublishedAccount,
  nearestSenderAddress,
  PUBLISHED_ACCOUNTS,
} from "../published-accounts";

const root = path.resolve(__dirname, "../../..");
const headers = (forwardedFor?: string) =>
  new Headers(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor });

describe("the published accounts", () => {
  it("are every account whose password the seed or the README prints", () => {
    const published = `${readFileSync(path.join(root, "supabase/seed.sql"), "utf8")}\n${readFileSync(
      path.join(root, "README.md"),
      "utf8",
    )}`;
    const pairs = [...published.matchAll(/([\w.+-]+@example\.com)`? \/ `?([\w-]*password[\w-]*)/g)]
      .map(([, email, password]) => `${email} ${password}`)
      .filter((pair, index, all) => all.indexOf(pair) === index)
      .sort();
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs).toEqual(
      PUBLISHED_ACCOUNTS.map(({ email, password }) => `${email} ${password}`).sort(),
    );
  });

  it("are what npm run supabase:remove-demo removes", () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const [command, ...emails] = scripts["supabase:remove-demo"]!.split(" ").slice(1);
    expect(command).toBe("delete-user");
    expect(emails.sort()).toEqual(PUBLISHED_ACCOUNTS.map((account) => account.email).sort());
  });

  it("match on the email in any case and the exact password", () => {
    expect(isPublishedSignIn(" Editor@Example.com ", "local-editor-password")).toBe(true);
    expect(isPublishedSignIn("editor@example.com", "Local-editor-password")).toBe(false);
    expect(isPublishedSignIn("editor@example.com", "a-password-of-their-own")).toBe(false);
    expect(isPublishedSignIn("someone@company.com", "local-editor-password")).toBe(false);
  });
});

describe("isLoopback", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "[::1]", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])(
    "%s is this machine",
    (address) => expect(isLoopback(address)).toBe(true),
  );

  it.each([
    "203.0.113.7",
    "10.0.0.1",
    "127.0.0.256",
    "::2",
    "::ffff:10.0.0.1",
    "",
    "unknown",
    "localhost.evil",
  ])("%s is not", (address) => expect(isLoopback(address)).toBe(false));
});

describe("who may use a published account", () => {
  it("is whoever reaches the server from this machine, directly or through a proxy here", () => {
    expect(nearestSenderAddress(headers("127.0.0.1"))).toBe("127.0.0.1");
    expect(mayUsePublishedAccount(headers("127.0.0.1"), {})).toBe(true);
    expect(mayUsePublishedAccount(headers("::1"), {})).toBe(true);
  });

  it("is not a sender elsewhere, whatever address it claims before the proxy's", () => {
    expect(mayUsePublishedAccount(headers("203.0.113.7"), {})).toBe(false);
    expect(mayUsePublishedAccount(headers("127.0.0.1, 203.0.113.7"), {})).toBe(false);
  });

  it("is nobody when the sender is unknown", () => {
    expect(mayUsePublishedAccount(headers(), {})).toBe(false);
    expect(mayUsePublishedAccount(headers(" "), {})).toBe(false);
  });

  it("is nobody on a site started to listen beyond this machine", () => {
    expect(mayUsePublishedAccount(headers("127.0.0.1"), { SITE_PUBLISHED_ACCOUNTS: "off" })).toBe(
      false,
    );
  });
});
