#!/usr/bin/env node
// The first step of `npm install`, `npm run dev`, `npm start` and `npm test`: an older Node gets
// one sentence and a non-zero exit before anything else starts.
import { enginesOf, nodeProblem } from "./node-version.mjs";

const problem = nodeProblem(
  process.version,
  enginesOf(new URL("../package.json", import.meta.url)),
);
if (problem) {
  console.error(problem);
  process.exit(1);
}
