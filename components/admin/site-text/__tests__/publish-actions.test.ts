/** @jest-environment node */
import { adminText } from "@/content/admin";
import { SITE_TEXT_TAG } from "@/lib/site-text/tag";

const updateTag = jest.fn();
jest.mock("next/cache", () => ({ updateTag: (tag: string) => updateTag(tag) }));

type User = { id: string } | null;
let currentUser: User = null;
/** The caller's row in the team, as the team_role function reads it. */
let teamRole: string | null = null;
jest.mock("@/lib/supabase/server", () => ({
  createClient: async () => ({
    auth: { getUser: async () => ({ data: { user: currentUser }, error: null }) },
    rpc: async (name: string) =>
      name === "team_role"
        ? { data: teamRole, error: null }
        : { data: null, error: { message: name } },
  }),
}));

import { publishSiteText } from "../publish-actions";

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

  it.each([
    ["not a member of the team", null],
    ["an author, who only stages", "author"],
  ])("refuses a signed-in user who is %s", async (_, role) => {
    currentUser = { id: "someone" };
    teamRole = role;
    await expect(publishSiteText()).resolves.toEqual({
      ok: false,
      message: adminText.notPermitted,
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it.each(["editor", "admin"])("expires the site-text cache for an %s", async (role) => {
    currentUser = { id: role };
    teamRole = role;
    await expect(publishSiteText()).resolves.toEqual({ ok: true });
    expect(updateTag).toHaveBeenCalledWith(SITE_TEXT_TAG);
  });
});
