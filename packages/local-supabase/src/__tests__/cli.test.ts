/** @jest-environment node */
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@supabase/supabase-js";
import { ANON_KEY, startTestServer, type TestServer } from "./harness";
import { PROJECT_DIR } from "./project";

const BIN = path.resolve(__dirname, "../../bin/local-supabase.mjs");

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], cwd = PROJECT_DIR): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the local-supabase command", () => {
  it("prints its commands when given none", async () => {
    const outcome = await cli([]);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/start .*\n.*reset .*\n.*create-user .*\n.*delete-user/);
  });

  it("refuses an unknown command with exit code 2 and the usage", async () => {
    const outcome = await cli(["serve"]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('Unknown command "serve"');
    expect(outcome.stderr).toContain("Usage: local-supabase <command>");
  });

  it("says where it looked when the folder holds no supabase/ project", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "local-supabase-empty-"));
    try {
      const outcome = await cli(["start", "--port", "0"], empty);
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toContain(`No supabase/ folder in ${empty}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("refuses a bad value in supabase/config.toml with exit code 2, naming the key", async () => {
    const project = mkdtempSync(path.join(tmpdir(), "local-supabase-bad-config-"));
    try {
      mkdirSync(path.join(project, "supabase"));
      writeFileSync(path.join(project, "supabase", "config.toml"), "[api]\nmax_rows = 0\n");
      const outcome = await cli(["start", "--port", "0"], project);
      expect(outcome.code).toBe(2);
      expect(outcome.stderr).toContain(
        "supabase/config.toml: api.max_rows must be a whole number from 1 to",
      );
      expect(outcome.stdout).not.toContain("ready");
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe("create-user against a running server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  }, 90_000);
  afterAll(() => server?.cleanup());

  async function signIn(email: string, password: string) {
    const client = createClient(server.url, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    return client.auth.signInWithPassword({ email, password });
  }

  it("creates a confirmed account with the metadata given", async () => {
    const outcome = await cli([
      "create-user",
      "--port",
      String(server.port),
      "--app-metadata",
      "role=editor",
      "New.Editor@example.com",
      "first-password",
    ]);
    expect(outcome).toMatchObject({ code: 0 });
    expect(outcome.stdout).toContain("new.editor@example.com can now sign in");
    const { data, error } = await signIn("new.editor@example.com", "first-password");
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ role: "editor", provider: "email" });
  });

  it("gives an existing account the new password and merges the metadata in", async () => {
    const outcome = await cli([
      "create-user",
      "--port",
      String(server.port),
      "--app-metadata",
      "team=web",
      "new.editor@example.com",
      "second-password",
    ]);
    expect(outcome).toMatchObject({ code: 0 });
    expect((await signIn("new.editor@example.com", "first-password")).error?.message).toBe(
      "Invalid login credentials",
    );
    const { data, error } = await signIn("new.editor@example.com", "second-password");
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ role: "editor", team: "web" });
  });

  it("refuses a password shorter than 6 characters, creating nothing", async () => {
    const outcome = await cli([
      "create-user",
      "--port",
      String(server.port),
      "x@example.com",
      "12345",
    ]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain("The password needs at least 6 characters.");
    expect((await signIn("x@example.com", "12345")).error).not.toBeNull();
  });

  it("takes over a data folder left locked by a process that died, and says so", async () => {
    await server.stop();
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(path.join(server.dataDir, "server.pid"), String(gone));
    await server.start();
    expect(server.output()).toContain(
      `[local-supabase] took over the data folder ${server.dataDir}, left locked by process ${gone}, which is no longer running`,
    );
    expect((await signIn("new.editor@example.com", "second-password")).error).toBeNull();
  }, 30_000);

  it("refuses a data folder that a running process holds, naming it", async () => {
    await server.stop();
    // This test's own process is alive and is not the server about to start.
    writeFileSync(path.join(server.dataDir, "server.pid"), String(process.pid));
    await expect(server.start()).rejects.toThrow(
      `The data folder ${server.dataDir} is in use by process ${process.pid}; stop it first.`,
    );
    writeFileSync(path.join(server.dataDir, "server.pid"), "");
    await server.start();
    expect(server.output()).not.toContain("took over");
  }, 30_000);

  it("deletes accounts through the running server, and says which had none", async () => {
    expect((await signIn("new.editor@example.com", "second-password")).error).toBeNull();
    const outcome = await cli([
      "delete-user",
      "--port",
      String(server.port),
      "New.Editor@example.com",
      "nobody@example.com",
    ]);
    expect(outcome).toMatchObject({ code: 0 });
    expect(outcome.stdout).toContain("new.editor@example.com is deleted from the local backend.");
    expect(outcome.stdout).toContain("nobody@example.com has no account on the local backend.");
    expect((await signIn("new.editor@example.com", "second-password")).error?.message).toBe(
      "Invalid login credentials",
    );
  });

  it("deletes accounts in the data folder of a stopped server", async () => {
    const flags = ["--port", String(server.port), "--data-dir", server.dataDir];
    await server.stop();
    expect(
      await cli(["create-user", ...flags, "offline@example.com", "offline-password"]),
    ).toMatchObject({ code: 0 });
    await server.start();
    expect((await signIn("offline@example.com", "offline-password")).error).toBeNull();
    await server.stop();
    const outcome = await cli(["delete-user", ...flags, "offline@example.com"]);
    expect(outcome).toMatchObject({ code: 0 });
    expect(outcome.stdout).toContain("offline@example.com is deleted from the local backend.");
    await server.start();
    expect((await signIn("offline@example.com", "offline-password")).error?.message).toBe(
      "Invalid login credentials",
    );
  }, 60_000);

  it("refuses delete-user without an email", async () => {
    const outcome = await cli(["delete-user", "--port", String(server.port)]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain("delete-user needs at least one email");
  });
});
