import { matchEntries, type PaletteEntry } from "../palette-entries";

const entries: PaletteEntry[] = [
  {
    kind: "text",
    label: "Design for Testability",
    detail: "Services: hero (services.dft.title)",
    href: "/t",
  },
  { kind: "item", label: "DFT", detail: "Services: /services/dft", href: "/i" },
  { kind: "room", label: "Pages", detail: "", href: "/admin/pages" },
  { kind: "page", label: "Services overview", detail: "/services", href: "/admin/pages/services" },
];

describe("matchEntries", () => {
  it("keeps the entries every word is found in, any case, rooms and pages before items and texts", () => {
    expect(matchEntries(entries, "services", 10).shown.map((entry) => entry.href)).toEqual([
      "/admin/pages/services",
      "/i",
      "/t",
    ]);
    expect(matchEntries(entries, "dft TESTABILITY", 10).shown.map((entry) => entry.href)).toEqual([
      "/t",
    ]);
  });

  it("counts what it does not list", () => {
    expect(matchEntries(entries, "", 2)).toEqual({ shown: entries.slice(2, 4), total: 4 });
  });

  it("finds nothing for a word nowhere", () => {
    expect(matchEntries(entries, "dft zebra", 10)).toEqual({ shown: [], total: 0 });
  });
});
