/** @jest-environment node */
import { parseCliArgs, UsageError } from "../cli/args";

const URL_A = "http://127.0.0.1:3000/api/revalidate";
const URL_B = "http://127.0.0.1:4000/api/revalidate";
const SECRET = "s".repeat(32);

function environment(vars: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { NODE_ENV: "test", ...vars };
}

describe("the site revalidation options", () => {
  it("are off unless given", () => {
    const args = parseCliArgs([], environment());
    expect(args.revalidateUrl).toBeUndefined();
    expect(args.revalidateSecret).toBeUndefined();
  });

  it("come from flags, which win over the environment", () => {
    const env = environment({
      LOCAL_SUPABASE_REVALIDATE_URL: URL_A,
      LOCAL_SUPABASE_REVALIDATE_SECRET: SECRET,
    });
    expect(parseCliArgs([], env)).toMatchObject({ revalidateUrl: URL_A, revalidateSecret: SECRET });
    expect(
      parseCliArgs(["--revalidate-url", URL_B, `--revalidate-secret=${"t".repeat(40)}`], env),
    ).toMatchObject({ revalidateUrl: URL_B, revalidateSecret: "t".repeat(40) });
  });

  it.each([
    ["a URL without its secret", ["--revalidate-url", URL_A], /go together/],
    ["a secret without its URL", ["--revalidate-secret", SECRET], /go together/],
    ["a short secret", ["--revalidate-url", URL_A, "--revalidate-secret", "short"], /32/],
    [
      "a URL that is not http(s)",
      ["--revalidate-url", "ftp://x", "--revalidate-secret", SECRET],
      /http/,
    ],
  ])("refuse %s", (_case, argv, message) => {
    expect(() => parseCliArgs(argv, environment())).toThrow(UsageError);
    expect(() => parseCliArgs(argv, environment())).toThrow(message);
  });
});

describe("the REST and auth limits", () => {
  it("take the CLI's defaults unless given, flags winning over the environment", () => {
    const none = parseCliArgs([], environment());
    expect(none.apiSchemas).toBeUndefined();
    expect(none.maxRows).toBeUndefined();
    expect(none.verifyLimit).toBeUndefined();
    const env = environment({
      LOCAL_SUPABASE_API_SCHEMAS: "public,reporting",
      LOCAL_SUPABASE_MAX_ROWS: "50",
      LOCAL_SUPABASE_VERIFY_LIMIT: "5",
    });
    expect(parseCliArgs([], env)).toMatchObject({
      apiSchemas: ["public", "reporting"],
      maxRows: 50,
      verifyLimit: 5,
    });
    expect(
      parseCliArgs(["--api-schemas", "api", "--max-rows=10", "--verify-limit", "2"], env),
    ).toMatchObject({ apiSchemas: ["api"], maxRows: 10, verifyLimit: 2 });
  });

  it.each([
    ["a schema list with a bad name", ["--api-schemas", "public,drop table"], /schema names/],
    ["a row cap of zero", ["--max-rows", "0"], /positive whole number/],
    ["a verify limit that is not a number", ["--verify-limit", "many"], /positive whole number/],
  ])("refuse %s", (_case, argv, message) => {
    expect(() => parseCliArgs(argv, environment())).toThrow(message);
  });
});

describe("the project folder", () => {
  it("is the current folder unless --workdir or SUPABASE_WORKDIR says otherwise", () => {
    expect(parseCliArgs([], environment()).workdir).toBe(process.cwd());
    expect(parseCliArgs([], environment({ SUPABASE_WORKDIR: "/srv/app" })).workdir).toBe(
      "/srv/app",
    );
    expect(
      parseCliArgs(["--workdir", "/srv/other"], environment({ SUPABASE_WORKDIR: "/srv/app" }))
        .workdir,
    ).toBe("/srv/other");
  });

  it("holds a relative data folder, while an absolute one stays as given", () => {
    expect(parseCliArgs(["--workdir", "/srv/app"], environment()).dataDir).toBe(
      "/srv/app/.supabase-local",
    );
    expect(parseCliArgs(["--workdir=/srv/app", "--data-dir", "db"], environment()).dataDir).toBe(
      "/srv/app/db",
    );
    expect(
      parseCliArgs(["--workdir", "/srv/app", "--data-dir", "/var/db"], environment()).dataDir,
    ).toBe("/var/db");
  });
});

describe("--app-metadata", () => {
  it("collects key=value pairs, the value keeping any further '='", () => {
    const args = parseCliArgs(
      ["--app-metadata", "role=editor", "--app-metadata=team=a=b", "a@example.com", "secret1"],
      environment(),
    );
    expect(args.appMetadata).toEqual({ role: "editor", team: "a=b" });
    expect(args.positional).toEqual(["a@example.com", "secret1"]);
  });

  it.each(["role", "=editor"])("refuses %p, naming the flag", (entry) => {
    expect(() => parseCliArgs(["--app-metadata", entry], environment())).toThrow(
      new UsageError(`--app-metadata must be key=value, got "${entry}"`),
    );
  });
});
