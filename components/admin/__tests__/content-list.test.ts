import { adminText } from "@/content/admin";
import {
  applyChange,
  changeKey,
  needsTextarea,
  safeNextPath,
  sameInstant,
  sortByCreated,
  validateNewContent,
  type ContentItem,
} from "../content-list";

const row = (id: string, key: string, created: string, value = `value of ${key}`): ContentItem => ({
  id,
  content_key: key,
  content_value: value,
  created_at: created,
  updated_at: created,
});

const a = row("a", "home.a", "2026-01-01T00:00:01+00:00");
const b = row("b", "home.b", "2026-01-01T00:00:02+00:00");
const c = row("c", "home.c", "2026-01-01T00:00:03+00:00");

describe("sortByCreated", () => {
  it("orders by created_at ascending", () => {
    expect(sortByCreated([c, a, b]).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });
});

describe("applyChange", () => {
  it("appends an insert in created_at order and ignores a repeat", () => {
    const once = applyChange([a, c], { eventType: "INSERT", new: b });
    expect(once.map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(applyChange(once, { eventType: "INSERT", new: b })).toHaveLength(3);
  });

  it("merges an update by id", () => {
    const updated = { ...b, content_value: "new", updated_at: "2026-01-02T00:00:00+00:00" };
    const result = applyChange([a, b, c], { eventType: "UPDATE", new: updated });
    expect(result[1]).toEqual(updated);
    expect(result).toHaveLength(3);
  });

  it("removes a delete by id", () => {
    const result = applyChange([a, b, c], { eventType: "DELETE", old: { id: "b" } });
    expect(result.map((item) => item.id)).toEqual(["a", "c"]);
  });

  it("names the key of a delete from the list", () => {
    expect(changeKey([a, b], { eventType: "DELETE", old: { id: "b" } })).toBe("home.b");
    expect(changeKey([a], { eventType: "INSERT", new: c })).toBe("home.c");
  });
});

describe("validateNewContent", () => {
  it("requires both key and value", () => {
    expect(validateNewContent("", "x", [])).toEqual({
      ok: false,
      title: "Error!",
      message: "Both key and value are required to add new content.",
    });
    expect(validateNewContent("home.x", "  ", [])).toMatchObject({ ok: false });
  });

  it("refuses a duplicate key with the spec's words", () => {
    expect(validateNewContent("home.a", "x", [a])).toEqual({
      ok: false,
      title: "Error!",
      message: 'Key "home.a" already exists. Choose a unique key.',
    });
  });

  it("checks the key pattern and the value limit before sending", () => {
    expect(validateNewContent("Home A", "x", [])).toMatchObject({
      ok: false,
      message: adminText.toasts.badKey,
    });
    expect(validateNewContent("-home", "x", [])).toMatchObject({ ok: false });
    expect(validateNewContent("a".repeat(101), "x", [])).toMatchObject({ ok: false });
    expect(validateNewContent("home.x", "v".repeat(10_001), [])).toMatchObject({
      ok: false,
      message: adminText.toasts.tooLong(10_001),
    });
    expect(validateNewContent("home.x_y-1", "v".repeat(10_000), [a])).toEqual({ ok: true });
  });
});

describe("helpers", () => {
  it("uses a multi-line box only over 100 characters", () => {
    expect(needsTextarea("x".repeat(100))).toBe(false);
    expect(needsTextarea("x".repeat(101))).toBe(true);
  });

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

  it("compares timestamps by instant, to the microsecond", () => {
    expect(sameInstant("2026-01-01T00:00:00.5+00:00", "2026-01-01T00:00:00.500000+00:00")).toBe(
      true,
    );
    expect(sameInstant("2026-01-01T00:00:00+00:00", "2026-01-01T00:00:00Z")).toBe(true);
    expect(
      sameInstant("2026-01-01T00:00:00.123456+00:00", "2026-01-01T00:00:00.123457+00:00"),
    ).toBe(false);
  });
});
