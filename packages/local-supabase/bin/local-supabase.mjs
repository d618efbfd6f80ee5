#!/usr/bin/env node
// The package is TypeScript run by tsx, with no build step. tsx's own command starts a child
// Node with its loader, which the database's worker thread inherits, and passes signals on.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// An older Node fails deep inside the database thread with a stack trace; say it here instead.
const range = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines
  .node;
const needed = Number(/\d+/.exec(range)[0]);
if (Number(/\d+/.exec(process.version)[0]) < needed) {
  console.error(
    `local-supabase needs Node.js ${needed} or newer and this is Node.js ${process.version}: install Node.js 24 LTS (\`nvm install 24\`, or see "Requirements" in the package's README) and run the command again.`,
  );
  process.exit(1);
}

process.argv.splice(2, 0, fileURLToPath(new URL("../src/cli/main.ts", import.meta.url)));
await import("tsx/cli");
