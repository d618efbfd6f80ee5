#!/usr/bin/env node
// The package is TypeScript run by tsx, with no build step. tsx's own command starts a child
// Node with its loader, which the database's worker thread inherits, and passes signals on.
import { fileURLToPath } from "node:url";

process.argv.splice(2, 0, fileURLToPath(new URL("../src/cli/main.ts", import.meta.url)));
await import("tsx/cli");
