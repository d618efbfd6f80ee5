import { adminSeoText } from "@/content/admin-seo";
import type { SeoProblem } from "@/lib/seo/seo-problems";

const t = adminSeoText;

/** A problem as the SEO room says it. */
export function problemText(problem: SeoProblem): string {
  const field = t.fields[problem.field];
  switch (problem.kind) {
    case "missing":
      return t.problems.missing(field);
    case "long":
      return t.problems.long(field, problem.length ?? 0, problem.max ?? 0);
    case "duplicate":
      return t.problems.duplicate(
        field,
        (problem.others ?? []).map((other) => other.name),
      );
  }
}
