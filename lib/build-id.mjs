// Plain ESM because two worlds read it: the app (bundled by Next) and the cache handler, which
// Node loads as it is.
import { readFileSync } from "node:fs";
import path from "node:path";

let cached;

/** The ID of the build this process serves (`.next/BUILD_ID`), or `fallback` outside a build. */
export function readBuildId(fallback) {
  if (cached === undefined) {
    try {
      cached = readFileSync(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8").trim();
    } catch {
      return fallback;
    }
  }
  return cached;
}
