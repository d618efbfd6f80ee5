import { useEffect, useRef, useState } from "react";
import { discardStaged, publishStaged } from "../review/staged-actions";
import { previewText } from "@/content/preview";
import { showToast } from "@/lib/toast";
import type { BarActionResult, StagedSummary } from "@/lib/visual-editing/editable-text";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { STAGED_PATH } from "../shell/admin-rooms";
import { dangerButton, primaryButton, secondaryButton, toggleButton } from "../shell/styles";

const t = previewText.bar;

interface OnPageToolbarProps {
  editing: boolean;
  onEditingChange(editing: boolean): void;
  staged: StagedSummary;
  /** After a publish or discard: the count and the page are read again. */
  onDone(): void;
  /** Whether this member publishes; an author asks for review in the Staged room instead. */
  canPublish: boolean;
}

type Asking = "publish" | "discard" | null;

/** The preview's bar: how much is staged, editing on the page on or off, Publish, Discard all. */
export function OnPageToolbar({
  editing,
  onEditingChange,
  staged,
  onDone,
  canPublish,
}: OnPageToolbarProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);

  // Asked to confirm, the keyboard lands on the answer.
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);

  async function run(
    action: () => Promise<BarActionResult>,
    said: (count: number) => string,
    note: string,
  ) {
    setBusy(true);
    const result = await action().catch((): BarActionResult => ({ ok: false, message: t.failed }));
    setBusy(false);
    setAsking(null);
    if (result.ok) void showToast({ title: said(result.count), description: note });
    else void showToast({ title: t.failed, description: result.message, variant: "destructive" });
    onDone();
  }

  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="on-page-toolbar">
      <p role="status" className="text-sm font-semibold text-foreground" data-testid="staged-count">
        {previewText.stagedCount(staged.count)}
      </p>
      {asking ? (
        <div
          role="group"
          aria-labelledby="on-page-question"
          className="flex flex-wrap items-center gap-3"
        >
          <p id="on-page-question" className="text-sm text-foreground">
            {asking === "publish" ? t.confirmPublish : t.confirmDiscard}
          </p>
          <button
            ref={yes}
            type="button"
            className={asking === "publish" ? primaryButton : dangerButton}
            disabled={busy}
            onClick={() =>
              asking === "publish"
                ? run(publishStaged, t.published, t.publishedNote)
                : run(() => discardStaged(staged.shown), t.discarded, t.discardedNote)
            }
          >
            {t.confirm}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            onClick={() => setAsking(null)}
          >
            {t.cancel}
          </button>
        </div>
      ) : (
        <>
          <button
            type="button"
            className={toggleButton(editing)}
            aria-pressed={editing}
            onClick={() => onEditingChange(!editing)}
          >
            {editing && <InterfaceIcon name="check" className="size-4" />}
            {t.editOnPage}
          </button>
          {staged.count > 0 && (
            <>
              {canPublish ? (
                <button
                  type="button"
                  className={primaryButton}
                  onClick={() => setAsking("publish")}
                >
                  {t.publish(staged.count)}
                </button>
              ) : (
                <a href={STAGED_PATH} className={primaryButton}>
                  {t.askReview}
                </a>
              )}
              <button type="button" className={dangerButton} onClick={() => setAsking("discard")}>
                {t.discard}
              </button>
            </>
          )}
        </>
      )}
    </div>
  );
}
