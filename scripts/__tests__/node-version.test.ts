/**
 * @jest-environment node
 */
import { INSTALL_HINT, minimumMajor, nodeProblem } from "../node-version.mjs";

describe("the Node version check", () => {
  it("reads the lowest major version of a >=N range", () => {
    expect(minimumMajor(">=22")).toBe(22);
    expect(minimumMajor(">= 22.12.0")).toBe(22);
    expect(minimumMajor(">=v24.1")).toBe(24);
  });

  it("refuses a range it cannot read rather than guess", () => {
    expect(() => minimumMajor("^22 || ^24")).toThrow(
      'engines.node must read ">=N", not "^22 || ^24"',
    );
    expect(() => minimumMajor(undefined)).toThrow('engines.node must read ">=N"');
  });

  it("says nothing on the version needed or a newer one", () => {
    expect(nodeProblem("v22.0.0", ">=22")).toBeNull();
    expect(nodeProblem("v24.21.0", ">=22")).toBeNull();
    expect(nodeProblem("v100.0.0", ">=22")).toBeNull();
  });

  it("names the version found, the version needed and how to install it in one sentence", () => {
    expect(nodeProblem("v20.20.2", ">=22")).toBe(
      `This project needs Node.js 22 or newer and this is Node.js v20.20.2: ${INSTALL_HINT}.`,
    );
    expect(nodeProblem("v21.7.3", ">=22")).toContain("this is Node.js v21.7.3");
    expect(nodeProblem("v8.0.0", ">=22")).toContain("needs Node.js 22 or newer");
  });

  it("points at the README section that says how to install Node", () => {
    expect(INSTALL_HINT).toContain('"On a fresh machine" in README.md');
  });
});
