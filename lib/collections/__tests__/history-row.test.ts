import { storedRowOf } from "../item-rows";
import { isRedirectTarget } from "../remove-item";

describe("storedRowOf", () => {
  const row = {
    id: "00000000-0000-4000-8000-000000000001",
    updated_at: "2026-11-25T10:00:00+00:00",
    sort_order: 3,
    question: "Why?",
    created_at: "2026-11-24T09:00:00+00:00",
  };

  it("takes a history copy of a row whole", () => {
    expect(storedRowOf(row)).toEqual(row);
  });

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["a list", [row]],
    ["a text", "row"],
    ["a row without its id", { ...row, id: undefined }],
    ["a row whose place is not a number", { ...row, sort_order: "3" }],
    ["a row without its version", { ...row, updated_at: null }],
  ])("holds no row in %s", (_, value) => {
    expect(storedRowOf(value)).toBeNull();
  });
});

describe("isRedirectTarget", () => {
  it.each(["/services", "/services/new-name", "/contact?department=sales", "/"])(
    "sends an address to %s on this site",
    (path) => {
      expect(isRedirectTarget(path)).toBe(true);
    },
  );

  it.each([
    ["another site", "https://example.com/services"],
    ["a protocol-relative address", "//example.com"],
    ["a relative path", "services/new-name"],
    ["a path longer than the field takes", `/${"a".repeat(300)}`],
    ["a path with a space", "/services/new name"],
    ["no text", null],
  ])("refuses %s", (_, path) => {
    expect(isRedirectTarget(path)).toBe(false);
  });
});
