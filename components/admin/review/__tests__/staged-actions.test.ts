/** @jest-environment node */
import { adminText } from "@/content/admin";
import type { EditorClient } from "@/lib/auth/editor-client";
import { fakeEditor } from "@/lib/collections/__tests__/fake-client";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const updateTag = jest.fn();
jest.mock("next/cache", () => ({ updateTag: (tag: string) => updateTag(tag) }));

/** The caller's client, or null for anyone who is not a member of the team. */
let caller: EditorClient | null = null;
jest.mock("@/lib/auth/editor-client", () => ({ editorClient: async () => caller }));

import { discardStaged, publishStaged } from "../staged-actions";

const AT = "2026-11-25T11:00:00+00:00";

beforeEach(() => updateTag.mockClear());

describe("publishStaged", () => {
  it("refuses anyone who is not a member, and leaves the public pages' cache", async () => {
    caller = null;
    await expect(publishStaged()).resolves.toEqual({ ok: false, message: adminText.notPermitted });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refreshes the public pages once the changes are published", async () => {
    caller = fakeEditor("faqs", { "rpc:publish_site_text_drafts": [{ data: 2 }] }).supabase;
    await expect(publishStaged()).resolves.toEqual({ ok: true, count: 2 });
    expect(updateTag).toHaveBeenCalledWith(SITE_TEXT_TAG);
  });

  it("leaves the cache when the database refused", async () => {
    caller = fakeEditor("faqs", {
      "rpc:publish_site_text_drafts": [{ error: { message: "permission denied" } }],
    }).supabase;
    await expect(publishStaged()).resolves.toEqual({ ok: false, message: "permission denied" });
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe("discardStaged", () => {
  it("refuses anyone who is not a member", async () => {
    caller = null;
    await expect(discardStaged({ texts: [], items: [] })).resolves.toEqual({
      ok: false,
      message: adminText.notPermitted,
    });
  });

  it("discards the versions chosen", async () => {
    caller = fakeEditor("faqs", {
      website_content_drafts: [{ data: [{ staged_at: AT }] }],
    }).supabase;
    await expect(
      discardStaged({ texts: [{ content_key: "about.title", staged_at: AT }], items: [] }),
    ).resolves.toEqual({ ok: true, count: 1 });
  });
});
