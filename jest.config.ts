import nextJest from "next/jest.js";
import type { Config } from "jest";

const createJestConfig = nextJest({ dir: "./" });

const site: Config = {
  displayName: "site",
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  testMatch: ["<rootDir>/**/__tests__/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/.tools/", "/packages/"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
};

/** The site's tests, then the local Supabase package's own (its jest.config.js). */
export default async function config(): Promise<Config> {
  return {
    // Jest leaves a core free by default, which on a 2-core machine is one file at a time. The
    // package's files mostly wait on servers of their own, so every core runs one: 405 s to 285 s.
    maxWorkers: "100%",
    // Jest reads the time limit from this file only, not from a project's own config: the
    // package's files start servers of their own and need its 15 s on a busy or slower machine.
    testTimeout: 15_000,
    projects: [await createJestConfig(site)(), "<rootDir>/packages/local-supabase"],
  };
}
