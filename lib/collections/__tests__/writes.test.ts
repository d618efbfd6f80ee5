/** @jest-environment node */
import { restoreCollectionItem, removeCollectionItem } from "../remove-item";
import { saveCollectionItem, saveCollectionOrder } from "../save-item";
import { discardStagedVersion, stageCollectionItem, stageItemRemoval } from "../stage-item";
import { fakeEditor } from "./fake-client";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const C = "00000000-0000-4000-8000-00000000000c";
const V1 = "2026-11-24T09:00:00+00:00";
const V2 = "2026-11-25T10:00:00+00:00";
const STAGED_AT = "2026-11-25T11:00:00+00:00";

const faq = (id: string, question: string, sort_order: number, updated_at = V1) => ({
  id,
  question,
  answer: `About ${question}`,
  sort_order,
  updated_at,
});
const submitted = { question: "Why now?", answer: "Because." };

const GONE =
  "This item was removed by someone else. Your changes are still in the form: add it again to keep them.";
const LIST_CHANGED =
  "The list changed while you were reordering it (someone added or removed an item). It has been reloaded: move the item again.";

describe("saveCollectionItem", () => {
  const change = { submitted, expectedUpdatedAt: V1, placeAfter: null, staged: null };

  it("finds a change to an id that is no item's gone, asking nothing", async () => {
    const editor = fakeEditor("faqs");
    await expect(saveCollectionItem(editor, { ...change, id: "faq-1" })).resolves.toEqual({
      ok: false,
      kind: "gone",
      message: GONE,
    });
    expect(editor.queries).toEqual([]);
  });

  it("refuses an item its table would refuse, field by field", async () => {
    const editor = fakeEditor("faqs", { faqs: [{ data: [faq(A, "Who?", 0)] }] });
    const result = await saveCollectionItem(editor, {
      ...change,
      id: A,
      submitted: { question: "", answer: "" },
    });
    expect(result).toEqual({
      ok: false,
      kind: "invalid",
      message: "2 fields need attention.",
      errors: { question: "Enter the question.", answer: "Enter the answer." },
    });
  });

  it("saves a change only over the version the form read, else reports the newer one", async () => {
    const editor = fakeEditor("faqs", {
      faqs: [{ data: [faq(A, "Who?", 0)] }, { data: null }, { data: { id: A, updated_at: V2 } }],
    });
    const result = await saveCollectionItem(editor, { ...change, id: A });
    expect(result).toMatchObject({ ok: false, kind: "conflict", currentUpdatedAt: V2 });
    expect(editor.queries[1]!.calls).toEqual([
      ["from", "faqs"],
      ["update", submitted],
      ["eq", "id", A],
      ["eq", "updated_at", V1],
      ["select", "id, updated_at"],
      ["maybeSingle"],
    ]);
  });

  it("finds a change to an item removed meanwhile gone", async () => {
    const editor = fakeEditor("faqs", {
      faqs: [{ data: [faq(A, "Who?", 0)] }, { data: null }, { data: null }],
    });
    await expect(saveCollectionItem(editor, { ...change, id: A })).resolves.toEqual({
      ok: false,
      kind: "gone",
      message: GONE,
    });
  });

  it("adds a new item at the end, then moves it after the one it was made from", async () => {
    const editor = fakeEditor("faqs", {
      faqs: [
        { data: [faq(A, "Who?", 0), faq(B, "What?", 1)] },
        { data: { id: C, updated_at: V2 } },
      ],
      "rpc:reorder_collection": [{ error: { code: "40001", message: "could not serialize" } }],
    });
    const result = await saveCollectionItem(editor, { ...change, id: null, placeAfter: A });
    expect(result).toEqual({
      ok: true,
      id: C,
      updatedAt: V2,
      warning: `It was added at the end of the list, not after the original: ${LIST_CHANGED}`,
    });
    expect(editor.queries[1]!.calls[1]).toEqual(["insert", { ...submitted, sort_order: 2 }]);
    expect(editor.queries[2]!.calls).toEqual([["rpc", { collection: "faqs", ids: [A, C, B] }]]);
  });

  it("publishes a staged new item under its staged id and clears the staged copy", async () => {
    const editor = fakeEditor("faqs", {
      faqs: [{ data: [faq(A, "Who?", 0)] }, { data: { id: C, updated_at: V2 } }],
      collection_drafts: [{ error: { message: "permission denied" } }],
    });
    const staged = { itemId: C, stagedAt: STAGED_AT };
    const result = await saveCollectionItem(editor, { ...change, id: null, staged });
    expect(result).toEqual({
      ok: true,
      id: C,
      updatedAt: V2,
      warning:
        "It is on the site, but its staged version could not be cleared: The change was refused: permission denied",
    });
    expect(editor.queries[1]!.calls[1]).toEqual(["insert", { ...submitted, id: C, sort_order: 1 }]);
    expect(editor.queries[2]!.calls).toEqual([
      ["from", "collection_drafts"],
      ["delete"],
      ["eq", "collection", "faqs"],
      ["eq", "item_id", C],
    ]);
  });
});

describe("saveCollectionOrder", () => {
  it("refuses a list that is not all item ids as changed, asking nothing", async () => {
    const editor = fakeEditor("faqs");
    await expect(saveCollectionOrder(editor, [A, "b"])).resolves.toEqual({
      ok: false,
      message: LIST_CHANGED,
    });
    expect(editor.queries).toEqual([]);
  });

  it("saves the order in one call", async () => {
    const editor = fakeEditor("faqs", { "rpc:reorder_collection": [{ data: null }] });
    await expect(saveCollectionOrder(editor, [B, A])).resolves.toEqual({ ok: true });
    expect(editor.queries[0]!.calls).toEqual([["rpc", { collection: "faqs", ids: [B, A] }]]);
  });
});

describe("staging", () => {
  it("refuses to stage a redirect's removal: redirects apply at once", async () => {
    const editor = fakeEditor("redirects");
    await expect(stageItemRemoval(editor, A, V1, null)).resolves.toEqual({
      ok: false,
      kind: "denied",
      message: "Redirects apply at once; they cannot be staged.",
    });
    expect(editor.queries).toEqual([]);
  });

  it("stages a removal over the version the form read, named by the item", async () => {
    const editor = fakeEditor("faqs", {
      faqs: [{ data: faq(A, "Who?", 0) }],
      collection_drafts: [{ data: { staged_at: STAGED_AT } }],
    });
    await expect(stageItemRemoval(editor, A, V1, null)).resolves.toEqual({
      ok: true,
      id: A,
      updatedAt: STAGED_AT,
    });
    expect(editor.queries[1]!.calls[1]).toEqual([
      "insert",
      { collection: "faqs", item_id: A, item: null, base_updated_at: V1, label: "Who?" },
    ]);
  });

  it("reports a version staged meanwhile by someone else as a conflict", async () => {
    const editor = fakeEditor("faqs", {
      faqs: [{ data: [faq(A, "Who?", 0)] }],
      collection_drafts: [{ data: [] }, { error: { code: "23505", message: "duplicate key" } }],
    });
    const write = { id: A, submitted, expectedUpdatedAt: V1, staged: null };
    await expect(stageCollectionItem(editor, write)).resolves.toEqual({
      ok: false,
      kind: "conflict",
      message:
        "Someone else staged a version of this item meanwhile. Your changes are still in the form: reload the page in another tab to see theirs, then stage again.",
    });
  });

  it("refuses to stage over a version other than the stored one", async () => {
    const editor = fakeEditor("faqs", {
      faqs: [{ data: [faq(A, "Who?", 0, V2)] }],
      collection_drafts: [{ data: [] }],
    });
    const write = { id: A, submitted, expectedUpdatedAt: V1, staged: null };
    await expect(stageCollectionItem(editor, write)).resolves.toMatchObject({
      kind: "conflict",
      currentUpdatedAt: V2,
    });
  });

  it("discards only the staged version the form showed, and says when it was gone", async () => {
    const editor = fakeEditor("faqs", { collection_drafts: [{ data: [] }] });
    await expect(discardStagedVersion(editor, { itemId: A, stagedAt: STAGED_AT })).resolves.toEqual(
      {
        ok: false,
        message:
          "Nothing was discarded: the staged version was published, discarded or staged again meanwhile.",
      },
    );
    expect(editor.queries[0]!.calls.slice(2)).toEqual([
      ["eq", "collection", "faqs"],
      ["eq", "item_id", A],
      ["eq", "staged_at", STAGED_AT],
      ["select", "item_id"],
    ]);
  });
});

describe("removing and restoring", () => {
  it("refuses a redirect for a list whose items have no page", async () => {
    const editor = fakeEditor("faqs");
    await expect(removeCollectionItem(editor, A, "/faq")).resolves.toEqual({
      ok: false,
      message:
        "The change was refused: the form sent values in an unexpected shape. Reload the page and try again.",
    });
    expect(editor.queries).toEqual([]);
  });

  it("finds an item removed meanwhile gone", async () => {
    const editor = fakeEditor("faqs", { "rpc:remove_collection_item": [{ data: false }] });
    await expect(removeCollectionItem(editor, A, null)).resolves.toEqual({
      ok: false,
      message: GONE,
    });
  });

  it("answers done, writing nothing, for an item already back", async () => {
    const editor = fakeEditor("faqs", {
      collection_history: [{ data: { old_row: faq(A, "Who?", 0) } }],
      faqs: [{ data: [faq(A, "Who?", 0)] }],
    });
    await expect(restoreCollectionItem(editor, A)).resolves.toEqual({
      ok: true,
      id: A,
      updatedAt: "",
    });
    expect(editor.queries.map((query) => query.table)).toEqual(["collection_history", "faqs"]);
  });

  it("puts an item back in its place, with its first creation time", async () => {
    const removed = { ...faq(A, "Who?", 4), created_at: "2026-01-01T00:00:00+00:00" };
    const editor = fakeEditor("faqs", {
      collection_history: [{ data: { old_row: removed } }],
      faqs: [{ data: [] }, { data: { id: A, updated_at: V2 } }],
    });
    await expect(restoreCollectionItem(editor, A)).resolves.toEqual({
      ok: true,
      id: A,
      updatedAt: V2,
    });
    expect(editor.queries[2]!.calls[1]).toEqual([
      "insert",
      {
        question: "Who?",
        answer: "About Who?",
        id: A,
        sort_order: 4,
        created_at: "2026-01-01T00:00:00+00:00",
      },
    ]);
  });

  it("cannot put back an item whose removal is not in the history", async () => {
    const editor = fakeEditor("faqs", { collection_history: [{ data: null }] });
    await expect(restoreCollectionItem(editor, A)).resolves.toEqual({
      ok: false,
      kind: "gone",
      message: "This item can no longer be put back: its removal is not in the history.",
    });
  });
});
