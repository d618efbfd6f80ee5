/**
 * @jest-environment node
 *
 * Backups and the way out: `db dump` of a running and of a stopped backend, the dump loaded into
 * a real PostgreSQL prepared as Supabase prepares a project, `restore` and `storage
 * export|import`. Needs PostgreSQL installed (Debian/Ubuntu: apt-get install postgresql; .ci/run
 * does it); SKIP_REAL_POSTGRES=1 skips the part that loads into it.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { HOSTED_PLATFORM_SQL } from "../bootstrap";
import { plainClient } from "./clients";
import { freePort, SERVICE_ROLE_KEY } from "./harness";
import { PROJECT_DIR } from "./project";
import { findPostgresBin, startCluster } from "./real-postgres";
import { assertChecksumsSql, type Checksum } from "./table-checksums";
import { copyTemplateDatabase, PROJECT_RECIPE } from "./template-database";

const BIN = path.resolve(__dirname, "../../bin/local-supabase.mjs");
const TSX_CLI = require.resolve("tsx/cli");
const PROBE = path.join(__dirname, "backup-probe.ts");

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, ...args], {
      cwd: PROJECT_DIR,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function succeeds(args: string[]): Promise<string> {
  const outcome = await cli(args);
  if (outcome.code !== 0) throw new Error(`local-supabase ${args.join(" ")}:\n${outcome.stderr}`);
  return outcome.stdout;
}

interface Report {
  migrated: string[];
  checksums: Checksum[];
  blobs: Record<string, string | null>;
  port?: number;
}

/** A process that has printed its first line, and stops on SIGTERM. */
interface Running {
  firstLine: string;
  stop(): Promise<void>;
}

function run(command: string, args: string[]): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [command, ...args], {
      cwd: PROJECT_DIR,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      });
    child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const end = out.indexOf("\n");
      if (end !== -1) resolve({ firstLine: out.slice(0, end), stop });
    });
    child.once("exit", (code) => reject(new Error(`${command} exited with ${code}:\n${err}`)));
  });
}

/** The folder's migrations still to apply, checksums and object bytes, read by a probe. */
async function probe(dataDir: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(process.execPath, [TSX_CLI, PROBE, dataDir], {
    cwd: PROJECT_DIR,
  });
  return JSON.parse(stdout) as Report;
}

/** `local-supabase start` on the folder, until stopped. */
async function serve(dataDir: string): Promise<{ url: string; port: number } & Running> {
  const port = await freePort();
  const args = ["start", "--port", String(port), "--data-dir", dataDir, "--quiet"];
  const running = await run(BIN, args);
  if (!running.firstLine.includes("Local Supabase ready at"))
    throw new Error(`unexpected start: ${running.firstLine}`);
  return { url: `http://127.0.0.1:${port}`, port, ...running };
}

/** A dump without its line saying when it was taken. */
function undated(sql: string): string {
  return sql.replace(/^-- Taken .*$/m, "");
}

const PIXEL = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(64).keys()]);
const TRICKY_TEXT = 'It\'s "quoted", a \\ backslash,\na new line, ü and 😀';

const work = mkdtempSync(path.join(tmpdir(), "local-supabase-backup-"));
const original = path.join(work, "original");
const exported = path.join(work, "exported");
const fullDump = path.join(work, "full.sql");
const dataDump = path.join(work, "data.sql");
let before: Report;

/**
 * A seeded database with accounts, objects and rows added through the APIs, its Storage exported
 * while it runs, then dumped (full and data-only) by a process holding it as a server does.
 */
beforeAll(async () => {
  await copyTemplateDatabase(PROJECT_RECIPE, path.join(original, "pgdata"));
  const server = await serve(original);
  try {
    const admin = plainClient(server.url, SERVICE_ROLE_KEY);
    for (const email of ["backup-one@example.com", "backup-two@example.com"]) {
      const { error } = await admin.auth.admin.createUser({
        email,
        password: "backup-password",
        email_confirm: true,
        user_metadata: { note: TRICKY_TEXT },
      });
      if (error) throw error;
    }
    const bucket = await admin.storage.createBucket("backup-files", { public: false });
    if (bucket.error) throw bucket.error;
    const files = admin.storage.from("backup-files");
    for (const [name, body, contentType] of [
      ["docs/readme.txt", "hello", "text/plain"],
      ["images/pixel.png", PIXEL, "image/png"],
      ["notes/a file (1).txt", TRICKY_TEXT, "text/plain"],
    ] as const) {
      const { error } = await files.upload(name, body, { contentType });
      if (error) throw error;
    }
    const { error } = await admin
      .from("website_content")
      .insert({ content_key: "backup.tricky", content_value: TRICKY_TEXT });
    if (error) throw error;
    await succeeds([
      "storage",
      "export",
      exported,
      "--data-dir",
      original,
      "--port",
      String(server.port),
    ]);
  } finally {
    await server.stop();
  }

  const holder = await run(TSX_CLI, [PROBE, original, "--serve"]);
  try {
    before = JSON.parse(holder.firstLine) as Report;
    const port = String(before.port);
    await succeeds(["db", "dump", "--data-dir", original, "--port", port, "-f", fullDump]);
    await succeeds([
      "db",
      "dump",
      "--data-only",
      "--data-dir",
      original,
      "--port",
      port,
      "-f",
      dataDump,
    ]);
  } finally {
    await holder.stop();
  }
}, 300_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

it("has something of each kind to carry", () => {
  const sums = Object.fromEntries(before.checksums.map((table) => [table.name, table.sum]));
  expect(sums["auth.users"]).toMatch(/^4:/);
  expect(sums["storage.objects"]).toMatch(/^3:/);
  expect(sums["public.website_content"]).toMatch(/^[1-9]\d*:/);
  expect(Object.values(before.blobs).every((sha) => sha !== null)).toBe(true);
  const dump = readFileSync(fullDump, "utf8");
  expect(dump.split("\n", 1)[0]).toBe("-- local-supabase dump: full");
  for (const table of ["auth.users", "auth.identities", "storage.buckets", "storage.objects"]) {
    expect(dump).toContain(`insert into "${table.replace(".", '"."')}"`);
  }
});

it("dumps a stopped backend as it dumps a running one", async () => {
  const stopped = await succeeds(["db", "dump", "--data-dir", original]);
  expect(undated(stopped)).toBe(undated(readFileSync(fullDump, "utf8")));
}, 120_000);

it("exports every object with its content type", () => {
  const manifest = JSON.parse(readFileSync(path.join(exported, "manifest.json"), "utf8")) as {
    objects: { bucket: string; name: string; contentType: string; size: number }[];
  };
  const mine = manifest.objects.filter((object) => object.bucket === "backup-files");
  expect(mine.map((object) => [object.name, object.contentType])).toEqual([
    ["docs/readme.txt", "text/plain"],
    ["images/pixel.png", "image/png"],
    ["notes/a file (1).txt", "text/plain"],
  ]);
  expect(readFileSync(path.join(exported, "backup-files", "images", "pixel.png"))).toEqual(PIXEL);
  expect(readFileSync(path.join(exported, "backup-files", "notes", "a file (1).txt"), "utf8")).toBe(
    TRICKY_TEXT,
  );
});

const bin = findPostgresBin();
const describeOnPostgres =
  process.env.SKIP_REAL_POSTGRES === "1" || !bin ? describe.skip : describe;

describeOnPostgres("on PostgreSQL prepared as Supabase prepares a project", () => {
  it("loads the full dump into an empty project, and the data-only dump over it", async () => {
    const cluster = await startCluster(bin!);
    try {
      for (const part of HOSTED_PLATFORM_SQL) await cluster.run(`begin;\n${part}\ncommit;`);
      await cluster.run(readFileSync(fullDump, "utf8"));
      await cluster.run(assertChecksumsSql(before.checksums));
      await cluster.run(readFileSync(dataDump, "utf8"));
      await cluster.run(assertChecksumsSql(before.checksums));
      await expect(
        cluster.run(
          assertChecksumsSql(
            before.checksums.map((table) =>
              table.name === "auth.users" ? { ...table, sum: "0:" } : table,
            ),
          ),
        ),
      ).rejects.toThrow("auth.users differs");
    } finally {
      await cluster.destroy();
    }
  }, 120_000);
});

describe("restore", () => {
  const restored = path.join(work, "restored");

  it("rebuilds a data folder with the same rows and every migration recorded", async () => {
    await succeeds(["restore", fullDump, "--data-dir", restored]);
    const after = await probe(restored);
    expect(after.migrated).toEqual([]);
    expect(after.checksums).toEqual(before.checksums);
    // The bytes are not in a dump: they come back with storage import.
    expect(Object.values(after.blobs).every((sha) => sha === null)).toBe(true);
  }, 240_000);

  it("gets the objects' bytes back from storage import", async () => {
    await succeeds(["storage", "import", exported, "--data-dir", restored]);
    const after = await probe(restored);
    expect(after.blobs).toEqual(before.blobs);
  }, 180_000);

  it("refuses a data folder a running process holds, saying which", async () => {
    const held = path.join(work, "held");
    mkdirSync(held);
    writeFileSync(path.join(held, "server.pid"), String(process.pid));
    const outcome = await cli(["restore", fullDump, "--data-dir", held]);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      `The data folder ${held} is in use by process ${process.pid} (a running local-supabase). Stop it, then restore again.`,
    );
    expect(existsSync(path.join(held, "pgdata"))).toBe(false);
  }, 60_000);

  it("refuses a file that is not a dump", async () => {
    const file = path.join(work, "not-a-dump.sql");
    writeFileSync(file, "select 1;\n");
    const outcome = await cli(["restore", file, "--data-dir", path.join(work, "never")]);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain("not a dump written by local-supabase db dump");
  }, 30_000);
});
