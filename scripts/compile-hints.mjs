// After `next build`: marks the chunks every page runs at start for eager compilation.
//
// V8 compiles a function the first time it is called, on the main thread. The chunks in the
// build manifest's `rootMainFiles` (React DOM, Next's client runtime, Turbopack's runtime) are
// almost all called while the page hydrates, so compiling them lazily puts that work inside the
// hydration task: the page's longest task, and its Total Blocking Time. A first line of
// `//# allFunctionsCalledOnLoad` (V8's explicit compile hint, Chrome 136+) has Chrome compile
// the whole file on a background thread while it downloads. Other browsers ignore it.
//
// Usage: node scripts/compile-hints.mjs [distDir]   (default .next). Running it twice is safe.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const HINT = "//# allFunctionsCalledOnLoad\n";

/** Stops the build with a message: a half-marked or mismatched build must not ship. */
function fail(message) {
  console.error(`Compile hints: ${message}`);
  process.exit(1);
}

const distDir = process.argv[2] ?? ".next";
const manifestPath = path.join(distDir, "build-manifest.json");

let files;
try {
  files = JSON.parse(readFileSync(manifestPath, "utf8")).rootMainFiles;
} catch (error) {
  fail(`cannot read ${manifestPath} (${error.message}). Run next build first.`);
}
if (!Array.isArray(files) || files.length === 0 || !files.every((f) => typeof f === "string")) {
  fail(`${manifestPath} lists no rootMainFiles; the build format changed.`);
}

// Subresource integrity pins each chunk's hash, and the hint changes the chunk.
if (existsSync(path.join(distDir, "server/subresource-integrity-manifest.json"))) {
  fail(
    "this build pins its chunks with subresource integrity, which the hint would break. Remove scripts/compile-hints.mjs from the build scripts, or turn subresource integrity off.",
  );
}

const missing = files.filter((file) => !existsSync(path.join(distDir, file)));
if (missing.length > 0) {
  fail(`${manifestPath} lists chunks that are not there: ${missing.join(", ")}.`);
}

let marked = 0;
for (const file of files) {
  const chunk = path.join(distDir, file);
  const source = readFileSync(chunk, "utf8");
  if (source.startsWith(HINT)) continue;
  writeFileSync(chunk, HINT + source);
  // A browser source map, when the build writes one, maps generated lines: the hint is a new
  // first line, so every mapping moves down one (an empty first line in "mappings").
  const map = `${chunk}.map`;
  if (existsSync(map)) {
    const sourceMap = JSON.parse(readFileSync(map, "utf8"));
    sourceMap.mappings = `;${sourceMap.mappings}`;
    writeFileSync(map, JSON.stringify(sourceMap));
  }
  marked += 1;
}
console.log(
  `Compile hints: ${marked} of ${files.length} start-up chunks marked for eager compilation.`,
);
