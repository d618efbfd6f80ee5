/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const OLD_NODE = path.join(__dirname, "fixtures/old-node.mjs");
const SENTENCE =
  /^This project needs Node\.js 22 or newer and this is Node\.js v20\.20\.2: install Node\.js 24 LTS \(`nvm install 24`, or see "On a fresh machine" in README\.md\) and run the command again\.$/m;

/** Runs a command as a newcomer would, with every Node process it starts reporting Node 20. */
function asOnOldNode(command: string, args: string[], cwd = ROOT) {
  return spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    timeout: 60_000,
    env: {
      ...process.env,
      NODE_OPTIONS: `--import=${OLD_NODE}`,
      // Nothing may start: a backend or a site answering here would mean the check came too late.
      PORT: "1",
      NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:1",
    },
  });
}

describe("on a Node older than the project needs", () => {
  it.each([
    ["npm run dev", ["run", "dev"]],
    ["npm start", ["start"]],
    ["npm test", ["test"]],
  ])("%s stops at once with one sentence", (_name, args) => {
    const result = asOnOldNode("npm", args);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(SENTENCE);
    // The check runs before anything else: no type-check, no Next, no backend.
    expect(result.stdout).not.toMatch(/tsc|next |local-supabase/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("npx local-supabase stops at once with one sentence, naming the package's README", () => {
    const result = asOnOldNode("npx", ["--no-install", "local-supabase", "start"]);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'local-supabase needs Node.js 22 or newer and this is Node.js v20.20.2: install Node.js 24 LTS (`nvm install 24`, or see "Requirements" in the package\'s README) and run the command again.',
    );
    expect(result.stdout).not.toContain("ready");
  });

  it("npm install fails, ending with the same sentence", () => {
    // The project's own package.json, without its dependencies, in a folder of its own. npm runs
    // a project's preinstall once the packages are in place, so the sentence is the install's
    // last word and its exit code says it failed.
    const project = mkdtempSync(path.join(tmpdir(), "old-node-install-"));
    try {
      const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
      const { name, version, engines, scripts } = manifest;
      writeFileSync(
        path.join(project, "package.json"),
        JSON.stringify({ name, version, engines, scripts: { preinstall: scripts.preinstall } }),
      );
      mkdirSync(path.join(project, "scripts"));
      for (const file of ["scripts/check-node.mjs", "scripts/node-version.mjs"]) {
        copyFileSync(path.join(ROOT, file), path.join(project, file));
      }
      const result = asOnOldNode("npm", ["install", "--no-audit", "--no-fund"], project);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(SENTENCE);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
