/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const SCRIPT = path.resolve(__dirname, "../compile-hints.mjs");
// The exact comment V8 recognises: it must be the chunk's first line.
const HINT = "//# allFunctionsCalledOnLoad\n";

let dist: string;

function writeBuild(manifest: unknown, chunks: Record<string, string>) {
  mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  writeFileSync(path.join(dist, "build-manifest.json"), JSON.stringify(manifest));
  for (const [name, source] of Object.entries(chunks)) {
    writeFileSync(path.join(dist, "static/chunks", name), source);
  }
}

const chunk = (name: string) => readFileSync(path.join(dist, "static/chunks", name), "utf8");
const runScript = () => spawnSync(process.execPath, [SCRIPT, dist], { encoding: "utf8" });

/** Runs the script and expects it to stop the build, saying `message`. */
function expectRefusal(message: string | RegExp) {
  const result = runScript();
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(message);
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

test("marks the start-up chunks and leaves every other chunk as built", () => {
  writeBuild(
    { rootMainFiles: ["static/chunks/framework.js", "static/chunks/runtime.js"] },
    {
      "framework.js": "(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);",
      "runtime.js": "let r=1;",
      "page.js": "let p=2;",
    },
  );

  const result = runScript();

  expect(result.status).toBe(0);
  expect(result.stdout).toContain("2 of 2 start-up chunks marked");
  expect(chunk("framework.js")).toBe(HINT + "(globalThis.TURBOPACK||[]).push([1,(e)=>{}]);");
  expect(chunk("runtime.js")).toBe(HINT + "let r=1;");
  expect(chunk("page.js")).toBe("let p=2;");
});

test("running it again does not add a second hint", () => {
  writeBuild({ rootMainFiles: ["static/chunks/framework.js"] }, { "framework.js": "let f=1;" });

  expect(runScript().status).toBe(0);
  const second = runScript();

  expect(second.status).toBe(0);
  expect(second.stdout).toContain("0 of 1 start-up chunks marked");
  expect(chunk("framework.js")).toBe(HINT + "let f=1;");
});

test("without a build it fails and says to build first", () => {
  expectRefusal(/cannot read .*build-manifest\.json.*Run next build first/);
});

test("a manifest without start-up chunks fails the build instead of shipping unmarked chunks", () => {
  writeBuild({ pages: {} }, { "framework.js": "let f=1;" });

  expectRefusal("lists no rootMainFiles");
  expect(chunk("framework.js")).toBe("let f=1;");
});

test("a build pinned by subresource integrity fails rather than serve chunks that no longer match", () => {
  writeBuild({ rootMainFiles: ["static/chunks/framework.js"] }, { "framework.js": "let f=1;" });
  mkdirSync(path.join(dist, "server"));
  writeFileSync(
    path.join(dist, "server/subresource-integrity-manifest.json"),
    JSON.stringify({ "static/chunks/framework.js": "sha256-abc" }),
  );

  expectRefusal("subresource integrity");
  expect(chunk("framework.js")).toBe("let f=1;");
});

test("a chunk the manifest lists but the build lacks fails before any chunk is changed", () => {
  writeBuild(
    { rootMainFiles: ["static/chunks/framework.js", "static/chunks/gone.js"] },
    { "framework.js": "let f=1;" },
  );

  expectRefusal("lists chunks that are not there: static/chunks/gone.js");
  expect(chunk("framework.js")).toBe("let f=1;");
});

test("a chunk's source map moves down the one line the hint adds", () => {
  writeBuild(
    { rootMainFiles: ["static/chunks/framework.js"] },
    {
      "framework.js": "let f=1;\n//# sourceMappingURL=framework.js.map",
      "framework.js.map": JSON.stringify({ version: 3, sources: ["f.ts"], mappings: "AAAA" }),
    },
  );

  expect(runScript().status).toBe(0);
  expect(runScript().status).toBe(0);

  expect(JSON.parse(chunk("framework.js.map"))).toEqual({
    version: 3,
    sources: ["f.ts"],
    mappings: ";AAAA",
  });
});
