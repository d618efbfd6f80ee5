import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./harness";

const DEBIAN_VERSIONS = "/usr/lib/postgresql";

/**
 * The folder holding initdb, pg_ctl and psql: Debian's newest /usr/lib/postgresql/<version>/bin,
 * else wherever `initdb` is on the PATH. Undefined when PostgreSQL is not installed.
 */
export function findPostgresBin(): string | undefined {
  const versions = existsSync(DEBIAN_VERSIONS)
    ? readdirSync(DEBIAN_VERSIONS)
        .filter((version) => existsSync(path.join(DEBIAN_VERSIONS, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(DEBIAN_VERSIONS, versions[0], "bin");
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, "initdb"))) return dir;
  }
  return undefined;
}

export interface Cluster {
  /** Runs a script through psql, stopping at its first error, which rejects with psql's words. */
  run(sql: string): Promise<void>;
  /** Runs a file in one transaction. */
  runFile(file: string): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

function exec(command: string, args: string[], input?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // A command with no input gets no stdin: psql running a --file can finish before a write to
    // its stdin lands, and the write then fails with EPIPE instead of the command's own result.
    const child = spawn(command, args, {
      stdio: [input === undefined ? "ignore" : "pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} exited with ${code}:\n${stderr.trim()}`));
    });
    if (input !== undefined) {
      // If the command exits before reading all of it, its exit code says why, not EPIPE.
      child.stdin?.once("error", () => undefined);
      child.stdin?.end(input);
    }
  });
}

/**
 * A throw-away PostgreSQL server: a fresh cluster in a temporary folder, reachable only through
 * a unix socket in that folder, with durability off since nothing in it is kept. PostgreSQL
 * refuses to run as root, so under root the server runs as the `postgres` account, which then
 * owns the folder.
 */
export async function startCluster(bin: string): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), "real-postgres-"));
  const dataDir = path.join(dir, "data");
  const asServer: string[] = [];
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(dir, uid, gid);
    asServer.push("runuser", "-u", "postgres", "--");
  }
  const serverCommand = (tool: string, args: string[]): Promise<void> => {
    const [command, ...prefix] = [...asServer, path.join(bin, tool)];
    return exec(command!, [...prefix, ...args]);
  };
  const port = await freePort();
  const stop = () =>
    serverCommand("pg_ctl", ["stop", "--pgdata", dataDir, "--mode", "immediate", "--silent"]);
  const destroy = async (): Promise<void> => {
    await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await serverCommand("initdb", [
      "--pgdata",
      dataDir,
      "--username",
      "postgres",
      "--auth",
      "trust",
      "--encoding",
      "UTF8",
      "--no-sync",
      "--no-instructions",
    ]);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=",
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c wal_level=logical",
    ].join(" ");
    await serverCommand("pg_ctl", [
      "start",
      "--pgdata",
      dataDir,
      "--wait",
      "--silent",
      "--log",
      path.join(dir, "server.log"),
      "-o",
      options,
    ]);
  } catch (error) {
    await destroy();
    throw error;
  }

  const psql = [
    path.join(bin, "psql"),
    "--no-psqlrc",
    "--quiet",
    "--set",
    "ON_ERROR_STOP=1",
    "--host",
    dir,
    "--port",
    String(port),
    "--username",
    "postgres",
    "--dbname",
    "postgres",
  ];
  return {
    run: (sql) => exec(psql[0]!, psql.slice(1), sql),
    runFile: (file) => exec(psql[0]!, [...psql.slice(1), "--single-transaction", "--file", file]),
    destroy,
  };
}
