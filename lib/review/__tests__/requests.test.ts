/** @jest-environment node */
import { reviewText as t } from "@/content/admin-review";
import { fakeEditor } from "@/lib/collections/__tests__/fake-client";
import { approveRequest, rejectRequest, requestReview, withdrawRequest } from "../requests";

const REQUEST = "00000000-0000-4000-8000-00000000000a";

describe("review requests", () => {
  it("asks for review with the author's note", async () => {
    const { supabase, queries } = fakeEditor("faqs", { "rpc:submit_for_review": [{}] });
    await expect(requestReview(supabase, "Please check")).resolves.toEqual({
      ok: true,
      message: t.done.submitted,
    });
    expect(queries[0]?.calls).toEqual([["rpc", { note: "Please check" }]]);
  });

  it("approves, saying how many changes went live", async () => {
    const { supabase, queries } = fakeEditor("faqs", { "rpc:approve_review": [{ data: 3 }] });
    await expect(approveRequest(supabase, REQUEST, "Good")).resolves.toEqual({
      ok: true,
      message: t.done.approved(3),
    });
    expect(queries[0]?.calls).toEqual([["rpc", { request: REQUEST, comment: "Good" }]]);
  });

  it("gives the database's own words for a refusal it explains (already decided)", async () => {
    const { supabase } = fakeEditor("faqs", {
      "rpc:reject_review": [{ error: { code: "23505", message: "This request was decided." } }],
    });
    await expect(rejectRequest(supabase, REQUEST, "Not yet")).resolves.toEqual({
      ok: false,
      message: "This request was decided.",
    });
  });

  it("gives a plain failure for a refusal whose words are not for editors", async () => {
    const { supabase } = fakeEditor("faqs", {
      "rpc:withdraw_review": [{ error: { code: "XX000", message: "internal" } }],
    });
    await expect(withdrawRequest(supabase, REQUEST)).resolves.toEqual({
      ok: false,
      message: t.errors.failed,
    });
  });
});
