/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseCliArgs } from "../cli/args";
import { settingsOf } from "../cli/settings";
import { ConfigError, parseProjectConfig } from "../project-config";
import { SUPABASE_DIR } from "./project";

const CONFIGURED = path.join(__dirname, "fixtures", "configured-project");

describe("parseProjectConfig", () => {
  it("reads the settings it applies, in the CLI's terms", () => {
    const config = parseProjectConfig(`
      [api]
      port = 54400
      schemas = ["public", "reporting"]
      extra_search_path = ["public", "extensions"]
      max_rows = 250
      [db.seed]
      enabled = true
      sql_paths = ["./seeds/*.sql", "./seed.sql"]
      [storage]
      file_size_limit = "50MiB"
      [auth]
      site_url = "http://127.0.0.1:4000"
      additional_redirect_urls = ["http://127.0.0.1:4000/**"]
      jwt_expiry = 600
      enable_signup = false
      refresh_token_reuse_interval = 0
      minimum_password_length = 12
      [auth.email]
      enable_confirmations = true
      otp_expiry = 900
      max_frequency = "1m30s"
      [auth.rate_limit]
      sign_in_sign_ups = 40
      token_verifications = 50
      [auth.mfa.totp]
      enroll_enabled = false
    `);
    expect(config.api).toEqual({
      port: 54400,
      schemas: ["public", "reporting"],
      extraSearchPath: ["public", "extensions"],
      maxRows: 250,
    });
    expect(config.seed).toEqual({ enabled: true, sqlPaths: ["./seeds/*.sql", "./seed.sql"] });
    expect(config.storage).toEqual({ fileSizeLimit: 50 * 1024 * 1024 });
    expect(config.auth).toMatchObject({
      siteUrl: "http://127.0.0.1:4000",
      additionalRedirectUrls: ["http://127.0.0.1:4000/**"],
      jwtExpiry: 600,
      enableSignup: false,
      refreshTokenReuseInterval: 0,
      minimumPasswordLength: 12,
      email: { enableConfirmations: true, otpExpiry: 900, maxFrequency: 90 },
      rateLimit: { signInSignUps: 40, tokenVerifications: 50 },
      mfa: { totpEnroll: false },
    });
    expect(config.unknownKeys).toEqual([]);
  });

  it("accepts the CLI's other settings without a word, and lists keys that are none", () => {
    const config = parseProjectConfig(`
      project_id = "x"
      typo_at_top = 1
      [studio]
      port = 54323
      [storage.buckets.images]
      public = true
      [auth]
      enable_sign_up = true
      [auth.external.github]
      enabled = true
      secret = "env(NOT_SET_AND_NOT_READ)"
      [auth.hook.custom_access_token]
      enabled = false
      [api.tls]
      enabled = false
    `);
    expect(config.unknownKeys).toEqual(["typo_at_top", "auth.enable_sign_up"]);
  });

  it("reads env(NAME) from the environment, and names the key when it is not set", () => {
    const text = `[auth]\nsite_url = "env(SITE_URL)"`;
    expect(
      parseProjectConfig(text, "config.toml", { SITE_URL: "http://127.0.0.1:5000" }).auth.siteUrl,
    ).toBe("http://127.0.0.1:5000");
    expect(() => parseProjectConfig(text, "config.toml", {})).toThrow(
      new ConfigError("config.toml: auth.site_url reads env(SITE_URL), which is not set"),
    );
  });

  it.each([
    [
      '[api]\nmax_rows = "many"',
      'api.max_rows must be a whole number from 1 to 9007199254740991, got "many"',
    ],
    ["[api]\nport = 70000", "api.port must be a whole number from 0 to 65535, got 70000"],
    [
      '[storage]\nfile_size_limit = "huge"',
      'storage.file_size_limit must be a size such as "50MiB", got "huge"',
    ],
    ['[api]\nschemas = "public"', 'api.schemas must be a list, got "public"'],
    [
      '[api]\nschemas = ["public", "bad name"]',
      'api.schemas[1] must be a schema name, got "bad name"',
    ],
    ['[auth]\nsite_url = "not a url"', 'auth.site_url must be a URL, got "not a url"'],
    [
      "[auth]\njwt_expiry = 604801",
      "auth.jwt_expiry must be a whole number from 1 to 604800, got 604801",
    ],
    ['[auth]\nenable_signup = "yes"', 'auth.enable_signup must be true or false, got "yes"'],
    [
      "[auth]\nminimum_password_length = 4",
      "auth.minimum_password_length must be a whole number from 6 to 9007199254740991, got 4",
    ],
    [
      '[auth.email]\nmax_frequency = "soon"',
      'auth.email.max_frequency must be a duration such as "1s" or "5m", got "soon"',
    ],
    [
      "[auth.rate_limit]\nsign_in_sign_ups = 0",
      "auth.rate_limit.sign_in_sign_ups must be a whole number from 1 to 9007199254740991, got 0",
    ],
  ])("refuses %p, naming the key", (text, message) => {
    expect(() => parseProjectConfig(text, "supabase/config.toml")).toThrow(
      new ConfigError(`supabase/config.toml: ${message}`),
    );
  });

  it("refuses a file that is not TOML, saying so", () => {
    expect(() => parseProjectConfig("[api\nport = 1", "supabase/config.toml")).toThrow(
      /^supabase\/config\.toml is not valid TOML: /,
    );
  });

  it("finds nothing unknown in this project's own config.toml", () => {
    const config = parseProjectConfig(readFileSync(path.join(SUPABASE_DIR, "config.toml"), "utf8"));
    expect(config.unknownKeys).toEqual([]);
    expect(config.api.port).toBe(54321);
  });
});

describe("settingsOf", () => {
  const settings = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
    settingsOf(parseCliArgs(["--workdir", CONFIGURED, ...argv], env), env);

  it("takes the file's values where no flag or variable is given", () => {
    const { options } = settings([]);
    expect(options).toMatchObject({
      port: 54400,
      apiSchemas: ["public", "reporting"],
      searchPath: ["public", "extensions", "reporting"],
      maxRows: 5,
      siteUrl: "http://127.0.0.1:4000",
      accessTokenTtlSeconds: 600,
      minimumPasswordLength: 10,
      enableConfirmations: true,
      emailMaxFrequencySeconds: 60,
    });
    expect(options.seedFiles).toEqual([
      path.join(CONFIGURED, "supabase", "seeds", "01_first.sql"),
      path.join(CONFIGURED, "supabase", "seeds", "02_second.sql"),
    ]);
  });

  it("lets flags and LOCAL_SUPABASE_* variables win over the file", () => {
    const { options } = settings(
      ["--port", "55000", "--max-rows", "50", "--site-url", "http://127.0.0.1:6000"],
      {
        LOCAL_SUPABASE_ENABLE_CONFIRMATIONS: "0",
        LOCAL_SUPABASE_SIGN_IN_LIMIT: "7",
      },
    );
    expect(options).toMatchObject({
      port: 55000,
      maxRows: 50,
      siteUrl: "http://127.0.0.1:6000",
      enableConfirmations: false,
      signInLimits: { perIp: 7 },
    });
  });

  it("warns of unknown keys and of features the server does not have", () => {
    const project = mkdtempSync(path.join(tmpdir(), "local-supabase-config-"));
    try {
      mkdirSync(path.join(project, "supabase"));
      writeFileSync(
        path.join(project, "supabase", "config.toml"),
        '[auth]\nenable_anonymous_sign_ins = true\nsite_urll = "x"\n[auth.mfa.totp]\nenroll_enabled = true\nverify_enabled = false\n[auth.mfa.phone]\nenroll_enabled = true\n',
      );
      const { warnings, options } = settingsOf(parseCliArgs(["--workdir", project], {}), {});
      expect(warnings).toEqual([
        "supabase/config.toml: unknown key auth.site_urll ignored",
        "supabase/config.toml: auth.mfa.phone.enroll_enabled = true is not available in local-supabase yet; it stays off",
      ]);
      // App authenticators (TOTP) and anonymous sign-ins are there, and follow the file.
      expect(options).toMatchObject({
        mfaTotpEnroll: true,
        mfaTotpVerify: false,
        anonymousSignIns: true,
      });
      // Without a file's word, the CLI's defaults: the port and seed.sql beside it.
      expect(options.port).toBe(54321);
      expect(options.seedFiles).toEqual([path.join(project, "supabase", "seed.sql")]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it("runs no seed when [db.seed] is off", () => {
    const project = mkdtempSync(path.join(tmpdir(), "local-supabase-config-"));
    try {
      mkdirSync(path.join(project, "supabase"));
      writeFileSync(path.join(project, "supabase", "config.toml"), "[db.seed]\nenabled = false\n");
      expect(settingsOf(parseCliArgs(["--workdir", project], {}), {}).options.seedFiles).toEqual(
        [],
      );
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
