import Link from "next/link";
import { adminText } from "@/content/admin";
import { onPagePath } from "@/lib/visual-editing/on-page-path";
import type { Drafts } from "./use-drafts";
import { card, primaryButton, secondaryButton } from "../shell/styles";

const t = adminText.stagedSummary;

/** On the overview, when anything is staged: how much, and the rooms that deal with it. */
export function StagedSummary({ drafts }: { drafts: Drafts }) {
  const { list } = drafts;
  const count = list.state === "loaded" ? list.drafts.length + list.items.length : 0;
  if (count === 0) return null;
  return (
    <section
      aria-labelledby="staged-summary"
      className={`${card} flex flex-wrap items-center gap-4`}
    >
      <div className="min-w-0 flex-1">
        <h2 id="staged-summary" className="text-base font-semibold text-foreground">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted" data-testid="staged-summary">
          {t.text(count)}
        </p>
      </div>
      <Link href="/admin/staged" prefetch={false} className={primaryButton}>
        {t.review}
      </Link>
      <Link href={onPagePath("/")} prefetch={false} className={secondaryButton}>
        {t.onPage}
      </Link>
    </section>
  );
}
