"use client";

import { useContext } from "react";
import { adminText } from "@/content/admin";
import { DraftsContext } from "./drafts-context";

const t = adminText.drafts;

/** Under a text that is staged: what it will say once published, and whether at a set time. */
export function StagedMark({ contentKey }: { contentKey: string }) {
  const draft = useContext(DraftsContext)?.staged(contentKey);
  if (!draft) return null;
  return (
    <p
      data-testid="staged-mark"
      className="mt-2 rounded-lg border border-dashed border-accent bg-accent/5 px-3 py-2 text-sm break-words whitespace-pre-wrap text-foreground"
    >
      <span className="mr-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
        {draft.schedule_id ? t.scheduledMark : t.mark}
      </span>
      {draft.content_value ?? t.toDefault}
      {draft.schedule_id && (
        <span className="mt-1 block text-xs text-muted">{t.scheduledNote}</span>
      )}
    </p>
  );
}
