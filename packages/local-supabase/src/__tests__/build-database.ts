/**
 * Builds a database from migrations and seed files into the data folder given first, then
 * exits: `tsx build-database.ts DIR [--migrations FOLDER]... [--seed FILE]...`. It runs in its
 * own process because PGlite cannot load inside Jest's module system.
 */
import { openStore } from "../store";

interface Recipe {
  dataDir: string;
  migrationDirs: string[];
  seedFiles: string[];
}

function recipeOf(argv: readonly string[]): Recipe {
  const [dataDir, ...rest] = argv;
  if (!dataDir)
    throw new Error("usage: build-database.ts DIR [--migrations FOLDER]... [--seed FILE]...");
  const recipe: Recipe = { dataDir, migrationDirs: [], seedFiles: [] };
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === "--migrations") recipe.migrationDirs.push(value);
    else if (flag === "--seed") recipe.seedFiles.push(value);
    else throw new Error(`unknown argument ${flag}`);
  }
  return recipe;
}

async function main(argv: readonly string[]): Promise<void> {
  const recipe = recipeOf(argv);
  const store = await openStore({ ...recipe, reset: true });
  await store.db.close();
  await store.release();
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
