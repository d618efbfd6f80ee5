import { previewText } from "@/content/preview";
import type { BrowserSupabase } from "@/lib/supabase/client";
import { supabaseDrafts } from "../drafts-source";

const AT = "2026-11-25T11:00:00+00:00";
/** Publishing and discarding never reach the browser's client. */
const client = {} as BrowserSupabase;

describe("supabaseDrafts", () => {
  it("hands the server only what names each version chosen, and reads its count", async () => {
    const discard = jest.fn(async () => ({ ok: true as const, count: 2 }));
    const source = supabaseDrafts(client, { publish: jest.fn(), discard });
    const text = { content_key: "about.title", staged_at: AT };
    const item = { collection: "faqs", item_id: "x", staged_at: AT };
    await expect(
      source.discard({
        texts: [{ ...text, content_value: "Who we are" } as typeof text],
        items: [{ ...item, item: { question: "Why?" } } as typeof item],
      }),
    ).resolves.toEqual({ ok: true, data: 2 });
    expect(discard).toHaveBeenCalledWith({ texts: [text], items: [item] });
  });

  it("says to try again when the server could not be reached, losing nothing", async () => {
    const publish = jest.fn(async () => {
      throw new Error("fetch failed");
    });
    const source = supabaseDrafts(client, { publish, discard: jest.fn() });
    await expect(source.publish()).resolves.toEqual({
      ok: false,
      message: previewText.bar.failed,
    });
  });

  it("gives the server's refusal as it is", async () => {
    const publish = jest.fn(async () => ({ ok: false as const, message: "permission denied" }));
    const source = supabaseDrafts(client, { publish, discard: jest.fn() });
    await expect(source.publish()).resolves.toEqual({ ok: false, message: "permission denied" });
  });
});
