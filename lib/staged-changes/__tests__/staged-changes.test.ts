/** @jest-environment node */
import { previewText } from "@/content/preview";
import { fakeEditor } from "@/lib/collections/__tests__/fake-client";
import { MAX_CHOSEN, readChoice } from "../choice";
import { discardStagedChanges } from "../discard";
import { publishStagedChanges } from "../publish";

const ITEM = "00000000-0000-4000-8000-00000000000a";
const AT = "2026-11-25T11:00:00.123456+00:00";
const text = { content_key: "about.title", staged_at: AT };
const item = { collection: "faqs", item_id: ITEM, staged_at: AT };

describe("readChoice", () => {
  it("keeps only what names each version, so a row sent whole loses its words", () => {
    expect(
      readChoice({
        texts: [{ ...text, content_value: "Who we are" }],
        items: [{ ...item, item: { question: "Why?" } }],
      }),
    ).toEqual({ texts: [text], items: [item] });
  });

  it.each([
    ["nothing", undefined],
    ["a list of keys", ["about.title"]],
    ["a text without its version", { texts: [{ content_key: "about.title" }], items: [] }],
    ["a version that is no time", { texts: [{ ...text, staged_at: "soon" }], items: [] }],
    ["an item without its list", { texts: [], items: [{ item_id: ITEM, staged_at: AT }] }],
    ["items missing", { texts: [text] }],
    ["more than an editor chooses", { texts: Array(MAX_CHOSEN + 1).fill(text), items: [] }],
  ])("refuses %s", (_, given) => {
    expect(readChoice(given)).toBeNull();
  });
});

describe("discardStagedChanges", () => {
  it("deletes each chosen version that still waits for Publish, and counts what went", async () => {
    const { supabase, queries } = fakeEditor("faqs", {
      website_content_drafts: [{ data: [{ staged_at: AT }] }],
      collection_drafts: [{ data: [] }],
    });
    await expect(discardStagedChanges(supabase, { texts: [text], items: [item] })).resolves.toEqual(
      { ok: true, count: 1 },
    );
    expect(queries.map((query) => query.calls)).toEqual([
      [
        ["from", "website_content_drafts"],
        ["delete"],
        ["match", text],
        ["is", "schedule_id", null],
        ["select", "staged_at"],
      ],
      [
        ["from", "collection_drafts"],
        ["delete"],
        ["match", item],
        ["is", "schedule_id", null],
        ["select", "staged_at"],
      ],
    ]);
  });

  it("asks nothing of a choice that names no version, and says to try again", async () => {
    const { supabase, queries } = fakeEditor("faqs");
    await expect(discardStagedChanges(supabase, { asOf: AT })).resolves.toEqual({
      ok: false,
      message: previewText.bar.failed,
    });
    expect(queries).toEqual([]);
  });

  it("gives the database's refusal", async () => {
    const { supabase } = fakeEditor("faqs", {
      website_content_drafts: [{ error: { message: "permission denied" } }],
    });
    await expect(discardStagedChanges(supabase, { texts: [text], items: [] })).resolves.toEqual({
      ok: false,
      message: "permission denied",
    });
  });
});

describe("publishStagedChanges", () => {
  it("publishes in one call and says how many changes went live", async () => {
    const { supabase, queries } = fakeEditor("faqs", {
      "rpc:publish_site_text_drafts": [{ data: 3 }],
    });
    await expect(publishStagedChanges(supabase)).resolves.toEqual({ ok: true, count: 3 });
    expect(queries).toHaveLength(1);
  });

  it("gives the database's refusal, an author's for one", async () => {
    const { supabase } = fakeEditor("faqs", {
      "rpc:publish_site_text_drafts": [
        { error: { message: "Only editors and admins can publish staged changes" } },
      ],
    });
    await expect(publishStagedChanges(supabase)).resolves.toEqual({
      ok: false,
      message: "Only editors and admins can publish staged changes",
    });
  });
});
