// Kept to syntax every Node since 14 parses, so an old Node reaches the sentence below instead
// of a syntax error or a stack trace from a dependency that needs a newer one.
import { readFileSync } from "node:fs";

export const INSTALL_HINT =
  'install Node.js 24 LTS (`nvm install 24`, or see "On a fresh machine" in README.md) and run the command again';

/** The lowest major version a `>=N` engines range allows (the only form the project uses). */
export function minimumMajor(range) {
  const match = /^\s*>=\s*v?(\d+)(?:\.\d+){0,2}\s*$/.exec(range || "");
  if (!match) throw new Error(`engines.node must read ">=N", not "${range}"`);
  return Number(match[1]);
}

/** One sentence when `found` (a `process.version`) is older than `range` allows, else null. */
export function nodeProblem(found, range, hint = INSTALL_HINT) {
  const needed = minimumMajor(range);
  const major = Number(/^v?(\d+)/.exec(found)?.[1] ?? 0);
  if (major >= needed) return null;
  return `This project needs Node.js ${needed} or newer and this is Node.js ${found}: ${hint}.`;
}

/** The engines range of the package.json at `packageFile` (a file URL or path). */
export function enginesOf(packageFile) {
  return JSON.parse(readFileSync(packageFile, "utf8")).engines.node;
}
