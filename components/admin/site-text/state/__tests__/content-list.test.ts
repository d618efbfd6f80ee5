import { adminText } from "@/content/admin";
import {
  applyChange,
  changeKey,
  needsTextarea,
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
