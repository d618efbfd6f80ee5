import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { parseCliArgs } from "../cli/args";
import { settingsOf } from "../cli/settings";
import { PROJECT_DIR } from "./project";
import { copyTemplateDatabase, type DatabaseRecipe } from "./template-database";

const BIN = path.resolve(__dirname, "../../bin/local-supabase.mjs");
export const FIXTURE_MIGRATIONS = path.join(__dirname, "fixtures", "migrations");

export { ANON_KEY, SERVICE_ROLE_KEY, PUBLISHABLE_KEY, SECRET_KEY, JWT_SECRET } from "../config";
export { EDITOR_EMAIL, EDITOR_PASSWORD, VIEWER_EMAIL, VIEWER_PASSWORD } from "./project";

/** How many ports a test server tries before giving up. */
const PORT_ATTEMPTS = 3;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The migrations and seed the server's first start would build its database from, read as the
 * command reads them; undefined when the arguments are ones it refuses, which it then reports.
 */
function recipeOf(argv: readonly string[], env: NodeJS.ProcessEnv): DatabaseRecipe | undefined {
  try {
    const { options } = settingsOf(parseCliArgs(argv, env), env);
    if (options.reset) return undefined;
    return {
      migrationDirs: [
        path.join(options.supabaseDir, "migrations"),
        ...(options.extraMigrationDirs ?? []),
      ],
      seedFiles: options.seedFiles,
    };
  } catch {
    return undefined;
  }
}

export interface TestServer {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<number | null>;
  /** Ends it at once, as a crash or a power cut would: SIGKILL, nothing closed or flushed. */
  crash(): Promise<void>;
  /** Starts it again on the same data folder, with other extra arguments when given. */
  start(args?: string[]): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * Runs the real `local-supabase start` in a child process, against a throw-away data folder:
 * for the repository's project, one holding a copy of its migrated and seeded database.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  extraArgs: string[] = [],
  /** Another project folder than the repository's, served without the fixture migrations. */
  workdir?: string,
): Promise<TestServer> {
  const project = workdir
    ? ["--workdir", workdir]
    : ["--workdir", PROJECT_DIR, "--extra-migrations", FIXTURE_MIGRATIONS];
  let port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "local-supabase-test-"));
  // The repository's project starts from a copy of a database its migrations and seed built
  // once; another project's first start builds its own, as that is what its tests are about.
  const recipe = workdir
    ? undefined
    : recipeOf([...project, ...extraArgs], { ...process.env, ...env });
  if (recipe) {
    await copyTemplateDatabase(recipe, path.join(dataDir, "pgdata")).catch((error: unknown) => {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    });
  }
  let child: ChildProcess | undefined;
  let log = "";

  const start = (args: string[] = extraArgs): Promise<void> =>
    new Promise((resolve, reject) => {
      const proc = spawn(
        process.execPath,
        [
          BIN,
          "start",
          ...project,
          "--port",
          String(port),
          "--data-dir",
          dataDir,
          "--quiet",
          ...args,
        ],
        { cwd: PROJECT_DIR, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
      );
      child = proc;
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 60_000);
      proc.stdout?.on("data", (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes("Local Supabase ready at")) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.stderr?.on("data", (chunk: Buffer) => {
        log += chunk.toString();
      });
      proc.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${log}`));
      });
    });

  const stop = (): Promise<number | null> =>
    new Promise((resolve) => {
      const proc = child;
      if (!proc || proc.exitCode !== null) {
        resolve(proc?.exitCode ?? null);
        return;
      }
      proc.removeAllListeners("exit");
      proc.once("exit", (code) => resolve(code));
      proc.kill("SIGTERM");
    });

  const crash = (): Promise<void> =>
    new Promise((resolve) => {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) {
        resolve();
        return;
      }
      proc.removeAllListeners("exit");
      proc.once("exit", () => resolve());
      // The command runs the server in a child of its own (tsx's), which names itself in the
      // data folder's lock; the command ends when that child does.
      process.kill(Number(readFileSync(path.join(dataDir, "server.pid"), "utf8")), "SIGKILL");
    });

  // A free port can be taken between the probe and the server's own bind (another test's
  // outgoing connection, say): the server then says so, and another port is tried.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await start();
      break;
    } catch (error) {
      if (attempt === PORT_ATTEMPTS || !log.includes("the port is already in use")) throw error;
      port = await freePort();
      log = "";
    }
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => log,
    stop,
    crash,
    start: async (args?: string[]) => {
      log = "";
      await start(args);
    },
    cleanup: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
