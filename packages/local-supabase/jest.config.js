// Babel only strips types and turns imports into CommonJS for Jest; Node 22+ runs the rest.
/** @type {import("jest").Config} */
module.exports = {
  displayName: "local-supabase",
  testEnvironment: "node",
  // Each file talks to a server of its own; with two files at once on two cores, a test that
  // takes 1 s alone can take several.
  testTimeout: 15_000,
  testMatch: ["<rootDir>/src/**/__tests__/**/*.test.ts"],
  transform: {
    "\\.ts$": [
      "babel-jest",
      {
        babelrc: false,
        configFile: false,
        presets: ["@babel/preset-typescript"],
        plugins: ["@babel/plugin-transform-modules-commonjs"],
      },
    ],
  },
};
