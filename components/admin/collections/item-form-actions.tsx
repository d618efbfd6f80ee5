import { collectionsText } from "@/content/admin-collections";
import { dangerButton, primaryButton, secondaryButton } from "../shell/styles";
import type { WriteMode } from "./clash-actions";

const t = collectionsText;

/**
 * The item form's buttons: Save (or Create), and for a list that can be staged, Stage for
 * preview and Stage removal, with what staging means.
 */
export function ItemFormActions({
  saving,
  mode,
  isNew,
  item,
  stageable,
  removable,
  onStage,
  onStageRemoval,
}: {
  saving: boolean;
  /** What the form is writing, or last wrote. */
  mode: WriteMode;
  isNew: boolean;
  /** What one item of the collection is called: "service". */
  item: string;
  stageable: boolean;
  /** Whether the item's removal can be staged (it is stored, and not staged to go already). */
  removable: boolean;
  onStage: () => void;
  onStageRemoval: () => void;
}) {
  return (
    <>
      {stageable && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id="stage-hint" className="max-w-2xl text-sm text-muted">
            {t.staging.hint}
          </p>
          {removable && (
            <button
              type="button"
              disabled={saving}
              onClick={onStageRemoval}
              className={dangerButton}
            >
              {t.staging.stageRemoval}
            </button>
          )}
        </div>
      )}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving && mode === "save" ? t.form.saving : isNew ? t.form.create(item) : t.form.save}
        </button>
        {stageable && (
          <button
            type="button"
            disabled={saving}
            onClick={onStage}
            aria-describedby="stage-hint"
            className={secondaryButton}
          >
            {saving && mode === "stage" ? t.staging.staging : t.staging.stage}
          </button>
        )}
      </div>
    </>
  );
}
