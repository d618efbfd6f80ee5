// Babel only strips types and turns imports into CommonJS for Jest; Node 22+ runs the rest.
/** @type {import("jest").Config} */
module.exports = {
  displayName: "local-supabase",
  testEnvironment: "node",
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
