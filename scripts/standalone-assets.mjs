// After `NEXT_OUTPUT=standalone next build`: the standalone server serves public/ and
// .next/static/ from its own folder, which Next leaves for the deployment to fill (a CDN may
// serve them instead). This copies both, so .next/standalone runs as it is.
import { cpSync, existsSync } from "node:fs";

const target = ".next/standalone";
if (!existsSync(`${target}/server.js`)) {
  console.error("No standalone build: run NEXT_OUTPUT=standalone next build first.");
  process.exit(1);
}
cpSync("public", `${target}/public`, { recursive: true });
cpSync(".next/static", `${target}/.next/static`, { recursive: true });
console.log(`Standalone server ready: node ${target}/server.js`);
