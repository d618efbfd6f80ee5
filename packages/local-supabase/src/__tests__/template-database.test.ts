/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseRecipe, recipeKey } from "./template-database";

let project: string;
let recipe: DatabaseRecipe;

beforeEach(() => {
  project = mkdtempSync(path.join(tmpdir(), "local-supabase-recipe-"));
  const migrations = path.join(project, "migrations");
  mkdirSync(migrations);
  writeFileSync(path.join(migrations, "20990101000000_first.sql"), "create table a (id int);");
  writeFileSync(path.join(project, "seed.sql"), "insert into a values (1);");
  recipe = { migrationDirs: [migrations], seedFiles: [path.join(project, "seed.sql")] };
});

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe("the key of a template database", () => {
  it("stays the same while nothing that goes into the database changes", () => {
    expect(recipeKey(recipe)).toBe(recipeKey(recipe));
  });

  it("changes when a migration is added, so a new one is built", () => {
    const before = recipeKey(recipe);
    writeFileSync(
      path.join(recipe.migrationDirs[0]!, "20990102000000_second.sql"),
      "create table b (id int);",
    );
    expect(recipeKey(recipe)).not.toBe(before);
  });

  it("changes when a migration or the seed is edited", () => {
    const first = recipeKey(recipe);
    writeFileSync(
      path.join(recipe.migrationDirs[0]!, "20990101000000_first.sql"),
      "create table a (id bigint);",
    );
    const second = recipeKey(recipe);
    writeFileSync(recipe.seedFiles[0]!, "insert into a values (2);");
    expect(new Set([first, second, recipeKey(recipe)]).size).toBe(3);
  });

  it("changes with the folders and seed files asked for, a missing one included", () => {
    const missing = path.join(project, "absent.sql");
    expect(recipeKey({ ...recipe, seedFiles: [...recipe.seedFiles, missing] })).not.toBe(
      recipeKey(recipe),
    );
    expect(recipeKey({ ...recipe, migrationDirs: [] })).not.toBe(recipeKey(recipe));
  });
});
