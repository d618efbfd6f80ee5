import { adminActions } from "@/content/admin";
import { collectionsText } from "@/content/admin-collections";
import { dangerButton, primaryButton, secondaryButton } from "../shell/styles";
import type { WriteMode } from "./clash-actions";

const t = collectionsText;

/** What the buttons beside it do, for who reads it. */
function explanation(stageable: boolean, canPublish: boolean): string {
  if (!stageable) return canPublish ? adminActions.explain.liveOnly : t.form.publishersOnly;
  return canPublish ? adminActions.explain.publisher : adminActions.explain.author;
}

/**
 * The item form's buttons. A list that can be staged stages by default (Stage for review
 * submits the form), and who may publish also gets Publish now; a list that cannot be staged
 * only publishes. The line beside the buttons says which does what.
 */
export function ItemFormActions({
  saving,
  mode,
  stageable,
  canPublish,
  removable,
  onPublish,
  onStageRemoval,
}: {
  saving: boolean;
  /** What the form is writing, or last wrote. */
  mode: WriteMode;
  stageable: boolean;
  /** Whether the member publishes (an editor or an admin) rather than only stages. */
  canPublish: boolean;
  /** Whether the item's removal can be staged (it is stored, and not staged to go already). */
  removable: boolean;
  onPublish: () => void;
  onStageRemoval: () => void;
}) {
  const publishLabel = saving && mode === "save" ? t.form.saving : t.form.save;
  return (
    <>
      {stageable && removable && (
        <div className="flex justify-end">
          <button type="button" disabled={saving} onClick={onStageRemoval} className={dangerButton}>
            {t.staging.stageRemoval}
          </button>
        </div>
      )}
      <div
        data-testid="form-actions"
        className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
      >
        {stageable ? (
          <>
            <button
              type="submit"
              disabled={saving}
              aria-describedby="form-actions-hint"
              className={primaryButton}
            >
              {saving && mode === "stage" ? t.staging.staging : t.staging.stage}
            </button>
            {canPublish && (
              <button
                type="button"
                disabled={saving}
                onClick={onPublish}
                aria-describedby="form-actions-hint"
                className={secondaryButton}
              >
                {publishLabel}
              </button>
            )}
          </>
        ) : (
          canPublish && (
            <button
              type="submit"
              disabled={saving}
              aria-describedby="form-actions-hint"
              className={primaryButton}
            >
              {publishLabel}
            </button>
          )
        )}
        <p id="form-actions-hint" className="max-w-xl min-w-48 flex-1 text-sm text-muted">
          {explanation(stageable, canPublish)}
        </p>
      </div>
    </>
  );
}
