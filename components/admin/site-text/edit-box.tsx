"use client";

import { useContext } from "react";
import { adminText } from "@/content/admin";
import { showToast } from "@/lib/toast";
import { DraftsContext } from "../review/drafts-context";
import { validateValue } from "./state/content-list";
import { ConflictNotice } from "./conflict-notice";
import type { EditState } from "./state/panel-state";
import type { ContentPanel } from "./use-content-panel";
import { field, primaryButton, secondaryButton } from "../shell/styles";

interface EditBoxProps {
  panel: ContentPanel;
  edit: EditState;
  inputId: string;
  label: string;
  multiline: boolean;
  /** The id of a note about the text, such as the blanks it must keep, read with the box. */
  describedBy?: string;
}

/** The text box of one edit, with Save and Cancel, or the conflict in place of them. */
export function EditBox({ panel, edit, inputId, label, multiline, describedBy }: EditBoxProps) {
  const { busy } = panel.state;
  const disabled = busy !== null;
  const saving = busy?.kind === "save" && busy.key === edit.key;
  const conflict = edit.conflict;
  const onDraft = (value: string) => panel.setDraft(edit.key, value);
  const drafts = useContext(DraftsContext);

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
            if (event.key === "Enter" && !conflict && !disabled) void panel.save(edit.key);
          }}
          className={`${field} mt-0`}
        />
      )}
      {!conflict && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => void panel.save(edit.key)}
            disabled={disabled}
            className={primaryButton}
          >
            {saving ? adminText.list.saving : adminText.list.save}
          </button>
          {drafts && (
            <button
              type="button"
              onClick={() => void stage()}
              disabled={disabled || drafts.busy}
              className={secondaryButton}
            >
              {drafts.busy ? adminText.drafts.staging : adminText.drafts.stage}
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
        </div>
      )}
    </div>
  );
}
