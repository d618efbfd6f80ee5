import { reviewText } from "@/content/admin-review";
import { databaseAnswers } from "@/lib/action-state";

/**
 * How review and scheduling answer: the database's own words for a refusal it explains (no such
 * request, already decided, a time in the past, a changed stage, not permitted), else a plain one.
 */
export const answerReviewWrite = databaseAnswers(
  new Set(["P0002", "23505", "22023", "40001", "42501"]),
  reviewText.errors.failed,
);
