import "server-only";
import { footerNavigation } from "@/content/navigation";
import { policyPagePaths } from "@/content/policy-pages";
import type { EditorClient } from "@/lib/auth/editor-client";
import { canPublish, type TeamRole } from "@/lib/auth/team-roles";
import { type LaunchLine, launchLines } from "./checks";
import { type LaunchFacts, launchFactsFrom } from "./facts";
import type { SeoProblem } from "@/lib/seo/seo-problems";

/**
 * The readiness room's lines, from one call the team makes as itself. `policyLabels` are the
 * footer's policy buttons as the site words them now.
 */
export async function loadLaunchLines(
  supabase: EditorClient,
  policyLabels: readonly string[] = footerNavigation.policies,
  searchDescriptions?: LaunchFacts["searchDescriptions"],
): Promise<{ lines: LaunchLine[] } | { error: { message: string } }> {
  const { data, error } = await supabase.rpc("launch_readiness", {
    policy_paths: [...policyPagePaths],
  });
  if (error) return { error };
  return { lines: launchLines({ ...launchFactsFrom(data, policyLabels), searchDescriptions }) };
}

/** How many indexed pages have no search description, and how many share theirs. */
export function searchDescriptionGaps(
  problems: readonly SeoProblem[],
): NonNullable<LaunchFacts["searchDescriptions"]> {
  const pagesWith = (kind: SeoProblem["kind"]) =>
    new Set(
      problems
        .filter((problem) => problem.field === "description" && problem.kind === kind)
        .map((problem) => problem.page.path),
    ).size;
  return { missing: pagesWith("missing"), duplicated: pagesWith("duplicate") };
}

/**
 * For editors and admins: how many lines the readiness room has (its badge in the navigation).
 * Unreadable, no badge: the count is a reminder, not worth an admin screen that fails.
 */
export async function launchLinesLeft(supabase: EditorClient, role: TeamRole): Promise<number> {
  if (!canPublish(role)) return 0;
  const loaded = await loadLaunchLines(supabase);
  return "lines" in loaded ? loaded.lines.length : 0;
}
