import type { Block, HeroBlock } from "@/lib/blocks/types";
import { blockDraftKey, clearBlockDrafts } from "../block-drafts";
import {
  droppedAt,
  duplicateBlock,
  entryKey,
  insertAt,
  keepUnchanged,
  moveEntry,
  parseLayout,
  positionOf,
  withOptional,
} from "../layout-edits";

const hero = (id: string, heading = "Welcome"): HeroBlock => ({ type: "hero", id, heading });

describe("moveEntry", () => {
  it("takes an entry out and puts it at its new place", () => {
    expect(moveEntry(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveEntry(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
  });

  it("leaves the list as it was for a place outside it", () => {
    expect(moveEntry(["a", "b"], 0, 2)).toEqual(["a", "b"]);
    expect(moveEntry(["a", "b"], -1, 0)).toEqual(["a", "b"]);
  });

  it("never changes the list it is given", () => {
    const list = ["a", "b", "c"];
    moveEntry(list, 0, 2);
    expect(list).toEqual(["a", "b", "c"]);
  });
});

describe("droppedAt", () => {
  // Dropping a dragged block on another: the place it ends up at, then the order that gives.
  const drop = (list: string[], from: number, target: number, side: "before" | "after") =>
    moveEntry(list, from, droppedAt(from, target, side));

  it("puts a block dragged down just before or just after the one it is dropped on", () => {
    expect(drop(["a", "b", "c", "d"], 0, 2, "before")).toEqual(["b", "a", "c", "d"]);
    expect(drop(["a", "b", "c", "d"], 0, 2, "after")).toEqual(["b", "c", "a", "d"]);
    expect(drop(["a", "b", "c", "d"], 0, 3, "after")).toEqual(["b", "c", "d", "a"]);
  });

  it("puts a block dragged up just before or just after the one it is dropped on", () => {
    expect(drop(["a", "b", "c", "d"], 3, 0, "before")).toEqual(["d", "a", "b", "c"]);
    expect(drop(["a", "b", "c", "d"], 3, 1, "after")).toEqual(["a", "b", "d", "c"]);
  });

  it("leaves a block dropped on itself or beside itself where it was", () => {
    expect(droppedAt(1, 1, "before")).toBe(1);
    expect(droppedAt(1, 1, "after")).toBe(1);
    expect(droppedAt(1, 0, "after")).toBe(1);
    expect(droppedAt(1, 2, "before")).toBe(1);
  });
});

it("inserts at a place, or at the end of a shorter list", () => {
  expect(insertAt(["a", "c"], 1, "b")).toEqual(["a", "b", "c"]);
  expect(insertAt(["a"], 5, "b")).toEqual(["a", "b"]);
  expect(insertAt([], 0, "a")).toEqual(["a"]);
});

it("copies a block under a new id, its nested lists its own", () => {
  const block: Block = {
    type: "questions",
    id: "faq",
    questions: [{ question: "Why?", answer: "Because." }],
  };
  const copy = duplicateBlock(block, "faq-2");
  expect(copy).toEqual({ ...block, id: "faq-2" });
  expect(copy.type === "questions" && copy.questions).not.toBe(block.questions);
});

describe("keepUnchanged", () => {
  it("keeps the blocks that did not change as the same objects", () => {
    const first = hero("a");
    const second = hero("b");
    const read = parseLayout(JSON.stringify([first, { ...second, heading: "Changed" }]));
    const kept = keepUnchanged([first, second], read);
    expect(kept[0]).toBe(first);
    expect(kept[1]).not.toBe(second);
    expect(kept[1]).toEqual({ ...second, heading: "Changed" });
  });

  it("finds a block by its id wherever it moved", () => {
    const first = hero("a");
    const second = hero("b");
    const kept = keepUnchanged([first, second], parseLayout(JSON.stringify([second, first])));
    expect(kept[0]).toBe(second);
    expect(kept[1]).toBe(first);
  });
});

it("reads an unreadable value as an empty page", () => {
  expect(parseLayout("not json")).toEqual([]);
  expect(parseLayout('{"type":"hero"}')).toEqual([]);
  expect(parseLayout('[{"type":"hero","id":"a","heading":"Hi"}]')).toEqual([
    { type: "hero", id: "a", heading: "Hi" },
  ]);
});

it("knows an entry by its id, or by its place when it has none", () => {
  expect(entryKey(hero("a"), 3)).toBe("a");
  expect(entryKey({ type: "hero" }, 3)).toBe("#3");
  expect(entryKey(null, 0)).toBe("#0");
  expect(positionOf([hero("a"), hero("b")], "b")).toBe(1);
  expect(positionOf([hero("a")], "c")).toBe(-1);
});

it("leaves an optional field out when it is emptied", () => {
  const withText = withOptional(hero("a"), "text", "Hello");
  expect(withText).toEqual({ type: "hero", id: "a", heading: "Welcome", text: "Hello" });
  expect(withOptional(withText, "text", "")).toEqual(hero("a"));
  expect("text" in withOptional(withText, "text", undefined)).toBe(false);
});

it("forgets the drafts of a saved layout's blocks, and only theirs", () => {
  localStorage.setItem("pages:1:layout:a", "{}");
  localStorage.setItem("pages:1:layout:b", "{}");
  localStorage.setItem("pages:2:layout:a", "{}");
  clearBlockDrafts("pages:1:layout", JSON.stringify([hero("a"), hero("c")]));
  expect(localStorage.getItem("pages:1:layout:a")).toBeNull();
  expect(localStorage.getItem("pages:1:layout:b")).toBe("{}");
  expect(localStorage.getItem("pages:2:layout:a")).toBe("{}");
  expect(blockDraftKey("pages:1:layout", "a")).toBe("pages:1:layout:a");
});
