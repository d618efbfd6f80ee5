/** @jest-environment node */
import { execFile, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

jest.setTimeout(120_000);

const BIN = path.resolve(__dirname, "../../bin/local-supabase.mjs");
const ROOT = path.resolve(__dirname, "../../../..");
const COMPUTED = path.join(__dirname, "fixtures", "computed-relationships");

/** Functions that are not of a row, whose shape the computed ones must leave as it was. */
const OTHER_FUNCTIONS = `
create function public.studio_count() returns bigint
language sql stable as $$ select count(*) from public.studios $$;

create function public.titles(since int, studio bigint default null) returns table (title text, year int)
language sql stable as $$ select title, year from public.games where year >= since $$;
`;

let workdir: string;
let types: string;

/** Formats TypeScript with the repository's prettier, as `npm run supabase:types` does. */
function prettier(input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, "node_modules", "prettier", "bin", "prettier.cjs"),
        "--stdin-filepath",
        "types.ts",
      ],
      { cwd: ROOT },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`prettier ${code}`))));
    child.stdin.end(input);
  });
}

/**
 * The member that starts at the first line reading `start` (trimmed): up to its closing brace at
 * its indentation, or to the next member's line.
 */
function section(text: string, start: string): string {
  const lines = text.split("\n");
  const first = lines.findIndex((line) => line.trim() === start);
  if (first < 0) throw new Error(`no line "${start}"`);
  const indentOf = (line: string) => line.length - line.trimStart().length;
  const indent = indentOf(lines[first]!);
  const next = lines.findIndex((line, i) => i > first && indentOf(line) <= indent);
  const end = lines[next]!.trimStart().startsWith("}") ? next + 1 : next;
  return lines
    .slice(first, end)
    .map((line) => line.slice(indent))
    .join("\n");
}

/** The schema's Functions, where a name also a Row's member is the function. */
const functions = () => section(types, "Functions: {");

/**
 * The Returns and SetofOptions postgres-meta writes for a function of a `from` row that returns
 * one studio, its lines after the first indented by `indent`.
 */
function oneStudioOf(from: string, isSetofReturn: boolean, indent: string): string {
  return `Returns: {
  city: string;
  id: number;
  name: string;
};
SetofOptions: {
  from: "${from}";
  to: "studios";
  isOneToOne: true;
  isSetofReturn: ${isSetofReturn};
};`.replaceAll("\n", `\n${indent}`);
}

beforeAll(async () => {
  workdir = mkdtempSync(path.join(tmpdir(), "local-supabase-gen-types-"));
  const migrations = path.join(workdir, "supabase", "migrations");
  mkdirSync(migrations, { recursive: true });
  for (const file of readdirSync(COMPUTED)) {
    copyFileSync(path.join(COMPUTED, file), path.join(migrations, file));
  }
  writeFileSync(path.join(migrations, "20990401000001_other_functions.sql"), OTHER_FUNCTIONS);
  const { stdout } = await promisify(execFile)(process.execPath, [
    BIN,
    "gen",
    "types",
    "--workdir",
    workdir,
  ]);
  types = await prettier(stdout);
});

afterAll(() => {
  if (workdir) rmSync(workdir, { recursive: true, force: true });
});

describe("gen types, for functions of a row (computed relationships and fields)", () => {
  it("writes each as postgres-meta does: the row-typed Args, Returns and SetofOptions", () => {
    expect(section(functions(), "catalog: {")).toBe(`catalog: {
  Args: { "": Database["public"]["Tables"]["studios"]["Row"] };
  Returns: {
    id: number;
    publisher_id: number | null;
    studio_id: number;
    title: string;
    year: number;
  }[];
  SetofOptions: {
    from: "studios";
    to: "games";
    isOneToOne: false;
    isSetofReturn: true;
  };
};`);
    // SETOF with ROWS 1 is one row, unwrapped; overloads are a union of whole signatures.
    expect(section(functions(), "maker:")).toBe(`maker:
  | {
      Args: { "": Database["public"]["Tables"]["games"]["Row"] };
      ${oneStudioOf("games", true, "      ")}
    }
  | {
      Args: { "": Database["public"]["Views"]["modern_games"]["Row"] };
      ${oneStudioOf("modern_games", true, "      ")}
    };`);
    // Not SETOF, and its parameter named: the Args key is the name.
    expect(section(functions(), "home: {")).toBe(`home: {
  Args: { game: Database["public"]["Tables"]["games"]["Row"] };
  ${oneStudioOf("games", false, "  ")}
};`);
    expect(section(functions(), "modern_catalog: {")).toContain(`SetofOptions: {
    from: "studios";
    to: "modern_games";
    isOneToOne: false;
    isSetofReturn: true;
  };`);
  });

  it("writes a function of a row that returns no rows as postgres-meta's error type", () => {
    expect(section(functions(), "shouted: {")).toBe(`shouted: {
  Args: { "": Database["public"]["Tables"]["games"]["Row"] };
  Returns: {
    error: true;
  } & "the function public.shouted with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache";
};`);
    // Two parameters: not a function PostgREST embeds, and not one it can call by name.
    expect(types).not.toContain("maker_in");
  });

  it("adds the functions of one unnamed row parameter to that table's or view's Row", () => {
    expect(section(section(types, "games: {"), "Row: {")).toBe(`Row: {
  id: number;
  publisher_id: number | null;
  studio_id: number;
  title: string;
  year: number;
  maker: {
    city: string;
    id: number;
    name: string;
  } | null;
  same_maker: {
    id: number;
    publisher_id: number | null;
    studio_id: number;
    title: string;
    year: number;
  } | null;
  shouted: string | null;
  studios: {
    city: string;
    id: number;
    name: string;
  } | null;
};`);
    expect(section(section(types, "modern_games: {"), "Row: {")).toContain(`  maker: {
    city: string;
    id: number;
    name: string;
  } | null;
};`);
  });

  it("gives a set-returning function of other arguments SetofOptions from '*', and leaves others", () => {
    expect(section(functions(), "games_since: {")).toBe(`games_since: {
  Args: { since: number };
  Returns: {
    id: number;
    publisher_id: number | null;
    studio_id: number;
    title: string;
    year: number;
  }[];
  SetofOptions: {
    from: "*";
    to: "games";
    isOneToOne: false;
    isSetofReturn: true;
  };
};`);
    expect(types).toContain("studio_count: { Args: never; Returns: number };");
    expect(section(functions(), "titles: {")).toBe(`titles: {
  Args: {
    since: number;
    studio?: number;
  };
  Returns: {
    title: string;
    year: number;
  }[];
};`);
  });
});
