import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import type { Conflict } from "./state/panel-state";
import { primaryButton, secondaryButton } from "../shell/styles";

const c = adminText.conflict;

interface ConflictNoticeProps {
  conflict: Conflict;
  disabled: boolean;
  saving: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Shown in place of the Save button when someone else changed or deleted the text meanwhile. */
export function ConflictNotice({
  conflict,
  disabled,
  saving,
  onKeepMine,
  onTakeTheirs,
  onRestore,
  onDiscard,
}: ConflictNoticeProps) {
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-semibold">
        <InterfaceIcon name="alert-triangle" className="size-4 shrink-0" />
        {conflict.kind === "deleted"
          ? c.deletedTitle
          : conflict.refused
            ? c.refusedTitle
            : c.changedTitle}
      </p>
      {conflict.kind === "deleted" ? (
        <p className="mt-1">{c.deletedText}</p>
      ) : (
        <>
          <p className="mt-1">{c.changedText}</p>
          <p className="mt-3 font-medium">{c.theirVersion}</p>
          <p
            data-testid="their-version"
            className="mt-1 rounded-lg border border-amber-300 bg-background p-3 break-words whitespace-pre-wrap text-foreground dark:border-amber-800"
          >
            {conflict.latest.content_value}
          </p>
        </>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {conflict.kind === "deleted" ? (
          <>
            <button type="button" onClick={onRestore} disabled={disabled} className={primaryButton}>
              {c.restore}
            </button>
            <button
              type="button"
              onClick={onDiscard}
              disabled={disabled}
              className={secondaryButton}
            >
              {c.discard}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              onClick={onKeepMine}
              disabled={disabled}
              className={primaryButton}
            >
              {saving ? adminText.list.saving : c.keepMine}
            </button>
            <button
              type="button"
              onClick={onTakeTheirs}
              disabled={disabled}
              className={secondaryButton}
            >
              {c.takeTheirs}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
