"use client";

import { useContext } from "react";
import { adminActions, adminText } from "@/content/admin";
import { showToast } from "@/lib/toast";
import { DraftsContext } from "../review/drafts-context";
import { validateValue } from "./state/content-list";
import { ConflictNotice } from "./conflict-notice";
import type { EditState } from "./state/panel-state";
import type { ContentPanel } from "./use-content-panel";
import { CanPublishContext } from "./publish-context";
import { field, primaryButton, secondaryButton } from "../shell/styles";

interface EditBoxProps {
  panel: ContentPanel;
  edit: EditState;
  inputId: string;
  label: string;
  multiline: boolean;
  /** The id of a note about the text, such as the blanks it must keep, read with the box. */
  describedBy?: string;
  /**
   * The specification's Manage Content list, whose Save publishes at once; elsewhere the box
   * stages by default and offers Publish now.
   */
  specList?: boolean;
}

/**
 * The text box of one edit, with its buttons and the line saying what each does, or the
 * conflict in place of them.
 */
export function EditBox({
  panel,
  edit,
  inputId,
  label,
  multiline,
  describedBy,
  specList = false,
}: EditBoxProps) {
  const { busy } = panel.state;
  const disabled = busy !== null;
  const saving = busy?.kind === "save" && busy.key === edit.key;
  const conflict = edit.conflict;
  const onDraft = (value: string) => panel.setDraft(edit.key, value);
  const drafts = useContext(DraftsContext);
  const canPublish = useContext(CanPublishContext);
  const stages = drafts !== null;
  const hintId = `${inputId}-actions`;
  // Enter does what the first button does: Save in the specification's list, else staging.
  const publishFirst = !stages || (specList && canPublish);
  const publishLabel = saving ? adminActions.publishing : adminActions.publishNow;
  const explanation = !stages
    ? adminActions.explain.liveOnly
    : !canPublish
      ? adminActions.explain.author
      : specList
        ? adminActions.explain.save
        : adminActions.explain.publisher;

  /** Stages the draft instead of publishing it; the edit closes once it is staged. */
  const stage = async () => {
    if (!drafts) return;
    const check = edit.draft.trim()
      ? validateValue(edit.draft)
      : ({
          ok: false,
          title: adminText.toasts.errorTitle,
          message: adminText.toasts.required,
        } as const);
    if (!check.ok) {
      void showToast({ title: check.title, description: check.message, variant: "destructive" });
      return;
    }
    if (await drafts.stage(edit.key, edit.draft)) panel.closeEdit(edit.key);
  };

  return (
    <div className="flex flex-col gap-3">
      {conflict && (
        <ConflictNotice
          conflict={conflict}
          disabled={disabled}
          saving={saving}
          onKeepMine={() => void panel.keepMine(edit.key)}
          onTakeTheirs={() => panel.closeEdit(edit.key)}
          onRestore={() => void panel.restore(edit.key)}
          onDiscard={() => panel.closeEdit(edit.key)}
        />
      )}
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={inputId}
          value={edit.draft}
          onChange={(event) => onDraft(event.target.value)}
          aria-describedby={describedBy}
          rows={6}
          className={`${field} mt-0 resize-y`}
        />
      ) : (
        <input
          id={inputId}
          value={edit.draft}
          onChange={(event) => onDraft(event.target.value)}
          aria-describedby={describedBy}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || conflict || disabled) return;
            if (publishFirst) void panel.save(edit.key);
            else void stage();
          }}
          className={`${field} mt-0`}
        />
      )}
      {!conflict && (
        <div className="flex flex-wrap items-center gap-2">
          {publishFirst && canPublish && (
            <button
              type="button"
              onClick={() => void panel.save(edit.key)}
              disabled={disabled}
              aria-describedby={hintId}
              className={primaryButton}
            >
              {specList ? (saving ? adminText.list.saving : adminText.list.save) : publishLabel}
            </button>
          )}
          {stages && (
            <button
              type="button"
              onClick={() => void stage()}
              disabled={disabled || drafts.busy}
              aria-describedby={hintId}
              className={publishFirst ? secondaryButton : primaryButton}
            >
              {drafts.busy ? adminText.drafts.staging : adminText.drafts.stage}
            </button>
          )}
          {!publishFirst && canPublish && (
            <button
              type="button"
              onClick={() => void panel.save(edit.key)}
              disabled={disabled}
              aria-describedby={hintId}
              className={secondaryButton}
            >
              {publishLabel}
            </button>
          )}
          <button
            type="button"
            onClick={() => panel.closeEdit(edit.key)}
            disabled={disabled}
            className={secondaryButton}
          >
            {adminText.list.cancel}
          </button>
          <p id={hintId} className="max-w-xl min-w-48 flex-1 text-xs text-muted">
            {explanation}
          </p>
        </div>
      )}
    </div>
  );
}
