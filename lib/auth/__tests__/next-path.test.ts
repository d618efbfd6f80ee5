import { previewReturnPath, safeNextPath } from "../next-path";

describe("safeNextPath", () => {
  it("honours only same-site next paths", () => {
    expect(safeNextPath("/admin?tab=1")).toBe("/admin?tab=1");
    expect(safeNextPath("//evil.example")).toBe("/admin");
    expect(safeNextPath("/\\evil.example")).toBe("/admin");
    expect(safeNextPath("https://evil.example")).toBe("/admin");
    expect(safeNextPath(undefined)).toBe("/admin");
    expect(safeNextPath(["/about", "/x"])).toBe("/about");
  });

  it("refuses next paths that only turn protocol-relative once parsed", () => {
    expect(safeNextPath("/.//evil.example")).toBe("/admin");
    expect(safeNextPath("/a/..//evil.example")).toBe("/admin");
    expect(safeNextPath("/%2e//evil.example")).toBe("/admin");
    expect(safeNextPath("/\tevil.example")).toBe("/admin");
    expect(safeNextPath("/\t/evil.example")).toBe("/admin");
    expect(safeNextPath("/admin\n")).toBe("/admin");
    expect(safeNextPath("/admin\u007f")).toBe("/admin");
    expect(safeNextPath("")).toBe("/admin");
    expect(safeNextPath(null)).toBe("/admin");
  });

  it("percent-encodes next paths so they fit in a Location header", () => {
    expect(safeNextPath("/admin?q=✓")).toBe("/admin?q=%E2%9C%93");
    expect(safeNextPath("/adminé✓")).toBe("/admin%C3%A9%E2%9C%93");
    expect(safeNextPath("/admin?q=é#part ✓")).toBe("/admin?q=%C3%A9#part%20%E2%9C%93");
    // Already encoded stays as it is, so the hidden form field round-trips unchanged.
    expect(safeNextPath("/admin?q=%E2%9C%93")).toBe("/admin?q=%E2%9C%93");
    expect(safeNextPath("/admin%C3%A9%E2%9C%93")).toBe("/admin%C3%A9%E2%9C%93");
    // Node's rule for header values: tab, visible ASCII and the Latin-1 upper half only; after
    // encoding nothing above U+007E is left at all.
    for (const value of ['/a b<c>"d`e{f}|g^h', "/ü/𝔘?ü=ü#ü", "/admin?q=✓&r=日本"]) {
      expect(safeNextPath(value)).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});

describe("previewReturnPath", () => {
  it("returns to the path asked for, else to the page the link was on, else home", () => {
    expect(previewReturnPath("/about", "https://site.example/contact")).toBe("/about");
    expect(previewReturnPath(null, "https://site.example/services/dft?x=1")).toBe(
      "/services/dft?x=1",
    );
    expect(previewReturnPath(null, null)).toBe("/");
    expect(previewReturnPath(null, "not a url")).toBe("/");
  });

  it("keeps only the Referer's path, so another site in it leads nowhere but here", () => {
    expect(previewReturnPath(null, "https://evil.example/services")).toBe("/services");
    expect(previewReturnPath("//evil.example", null)).toBe("/admin");
  });
});
