/** @jest-environment node */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { layoutProblem } from "../validate";
import { layoutCases } from "./layouts";

let answers: (string | null)[] = [];
let sqlNull: string | null = null;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "page-layout-parity-"));
  try {
    const file = path.join(dir, "layouts.json");
    writeFileSync(file, JSON.stringify(layoutCases.map((entry) => entry.layout)));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        require.resolve("tsx/cli"),
        "--tsconfig",
        path.join(__dirname, "../../../tsconfig.json"),
        path.join(__dirname, "database-layout-problems.ts"),
        file,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    ({ answers, sqlNull } = JSON.parse(stdout) as {
      answers: (string | null)[];
      sqlNull: string | null;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

describe("public.page_layout_problem and layoutProblem", () => {
  it("answer every layout of the fixture", () => {
    expect(answers).toHaveLength(layoutCases.length);
  });

  it.each(layoutCases.map((entry, i) => [entry.name, i] as const))("agree on %s", (_name, i) => {
    expect(answers[i]).toBe(layoutProblem(layoutCases[i]!.layout));
  });

  it("answer SQL's null as a layout that is not a list", () => {
    expect(sqlNull).toBe(layoutProblem(null));
  });
});
