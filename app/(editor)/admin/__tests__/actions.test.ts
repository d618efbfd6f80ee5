/** @jest-environment node */
import { adminText } from "@/content/admin";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const updateTag = jest.fn();
jest.mock("next/cache", () => ({ updateTag: (tag: string) => updateTag(tag) }));
jest.mock("next/navigation", () => ({ redirect: jest.fn() }));

type User = { id: string; app_metadata: Record<string, unknown> } | null;
let currentUser: User = null;
jest.mock("@/lib/supabase/server", () => ({
  createClient: async () => ({
    auth: { getUser: async () => ({ data: { user: currentUser }, error: null }) },
  }),
}));

import { publishSiteText } from "../actions";

describe("publishSiteText", () => {
  beforeEach(() => updateTag.mockClear());

  it("refuses a visitor who is not signed in", async () => {
    currentUser = null;
    await expect(publishSiteText()).resolves.toEqual({
      ok: false,
      message: adminText.notPermitted,
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses a signed-in user who is not an editor", async () => {
    currentUser = { id: "viewer", app_metadata: { provider: "email" } };
    await expect(publishSiteText()).resolves.toEqual({
      ok: false,
      message: adminText.notPermitted,
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("expires the site-text cache for an editor", async () => {
    currentUser = { id: "editor", app_metadata: { role: "editor" } };
    await expect(publishSiteText()).resolves.toEqual({ ok: true });
    expect(updateTag).toHaveBeenCalledWith(SITE_TEXT_TAG);
  });
});
