/** @jest-environment node */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { documentProblem } from "../problem";
import { hostileDocuments } from "./hostile-documents";
import { bodyOfSize, validDocuments } from "./valid-documents";
import { RICH_TEXT_MAX_BYTES } from "../document";

const cases = [
  ...validDocuments,
  ...hostileDocuments,
  { name: "one byte over the size limit", body: bodyOfSize(RICH_TEXT_MAX_BYTES + 1) },
];

let answers: (string | null)[] = [];

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "rich-text-parity-"));
  try {
    const file = path.join(dir, "bodies.json");
    writeFileSync(file, JSON.stringify(cases.map((entry) => entry.body)));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [require.resolve("tsx/cli"), path.join(__dirname, "database-problems.ts"), file],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    answers = JSON.parse(stdout) as (string | null)[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

describe("public.rich_text_problem and documentProblem", () => {
  it.each(cases.map((entry, i) => [entry.name, i] as const))("agree on %s", (_name, i) => {
    expect(answers[i]).toBe(documentProblem(cases[i]!.body));
  });

  it("agree on where the size limit falls", () => {
    expect(answers.at(-1)).not.toBeNull();
    expect(
      answers[validDocuments.findIndex((entry) => entry.name === "exactly at the size limit")],
    ).toBeNull();
  });
});
