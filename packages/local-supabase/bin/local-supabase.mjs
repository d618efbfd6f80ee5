#!/usr/bin/env node
// The package is TypeScript run by tsx, with no build step.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { constants as osConstants } from "node:os";
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

// The package is run by a child Node with tsx's loader (`--import tsx`), which the database's
// worker thread inherits through its execArgv. Not tsx's own command: on SIGTERM it waits 30 ms
// for the child to confirm the signal and then kills it outright, which on a busy machine cut
// the server's orderly shutdown short. Here a signal is passed on and the child is given the
// time its shutdown takes; its exit code is this command's.
const child = spawn(
  process.execPath,
  [
    ...process.execArgv,
    "--import",
    // Found from here, not from the folder the command runs in (which may have no tsx).
    import.meta.resolve("tsx"),
    fileURLToPath(new URL("../src/cli/main.ts", import.meta.url)),
    ...process.argv.slice(2),
  ],
  { stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 128 + (osConstants.signals[signal] ?? 0) : 1));
});
