"use client";

import { Icon } from "@/components/ui/icon";
import { adminText } from "@/content/admin";
import { needsTextarea, type ContentItem } from "./content-list";
import { dangerButton, field, primaryButton, secondaryButton } from "./styles";

export type Conflict =
  { kind: "changed"; latest: ContentItem; refused: boolean } | { kind: "deleted" };

export interface EditState {
  /** The version the editor opened; saves compare against its updated_at. */
  base: ContentItem;
  draft: string;
  conflict: Conflict | null;
}

export type Busy = { kind: "save" | "delete"; id: string } | { kind: "add" } | null;

interface ContentItemViewProps {
  item: ContentItem;
  /** Where the key's text shows on the public site, when the site reads it. */
  location?: string;
  edit: EditState | undefined;
  busy: Busy;
  onEdit: () => void;
  onDraft: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
  onRestore: () => void;
}

const t = adminText.list;
const c = adminText.conflict;

/** One row of 'Manage Content': key and value, or the edit box with any conflict shown in place. */
export function ContentItemView({
  item,
  location,
  edit,
  busy,
  onEdit,
  onDraft,
  onSave,
  onCancel,
  onDelete,
  onKeepMine,
  onTakeTheirs,
  onRestore,
}: ContentItemViewProps) {
  const anyBusy = busy !== null;
  const saving = busy?.kind === "save" && busy.id === item.id;
  const deleting = busy?.kind === "delete" && busy.id === item.id;
  const inputId = `value-${item.id}`;
  const conflict = edit?.conflict ?? null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-mono text-sm font-semibold break-all text-accent">
            {item.content_key}
          </h3>
          <p className="mt-0.5 text-xs text-muted">
            {location ? `${adminText.siteText.shownOn} ${location}` : adminText.siteText.notShown}
          </p>
        </div>
        {!edit && (
          <div className="flex gap-2">
            <button
              type="button"
              onClick={onEdit}
              disabled={anyBusy}
              aria-label={t.editLabel(item.content_key)}
              className={secondaryButton}
            >
              <Icon name="pencil" className="size-4" />
              {t.edit}
            </button>
            <button
              type="button"
              onClick={onDelete}
              disabled={anyBusy}
              aria-label={t.deleteLabel(item.content_key)}
              className={dangerButton}
            >
              <Icon name="trash" className="size-4" />
              {deleting ? t.deleting : t.delete}
            </button>
          </div>
        )}
      </div>

      {!edit ? (
        <p className="text-sm leading-6 break-words whitespace-pre-wrap text-foreground">
          {item.content_value}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {conflict && (
            <div
              role="status"
              className="rounded-xl border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
            >
              <p className="flex items-center gap-2 font-semibold">
                <Icon name="alert-triangle" className="size-4 shrink-0" />
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
                    <button
                      type="button"
                      onClick={onRestore}
                      disabled={anyBusy}
                      className={primaryButton}
                    >
                      {c.restore}
                    </button>
                    <button
                      type="button"
                      onClick={onCancel}
                      disabled={anyBusy}
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
                      disabled={anyBusy}
                      className={primaryButton}
                    >
                      {saving ? t.saving : c.keepMine}
                    </button>
                    <button
                      type="button"
                      onClick={onTakeTheirs}
                      disabled={anyBusy}
                      className={secondaryButton}
                    >
                      {c.takeTheirs}
                    </button>
                  </>
                )}
              </div>
            </div>
          )}

          <label htmlFor={inputId} className="sr-only">
            {t.valueLabel(item.content_key)}
          </label>
          {needsTextarea(edit.base.content_value) ? (
            <textarea
              id={inputId}
              value={edit.draft}
              onChange={(event) => onDraft(event.target.value)}
              rows={6}
              className={`${field} mt-0 resize-y`}
            />
          ) : (
            <input
              id={inputId}
              value={edit.draft}
              onChange={(event) => onDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !conflict && !anyBusy) onSave();
              }}
              className={`${field} mt-0`}
            />
          )}
          {!conflict && (
            <div className="flex flex-wrap gap-2">
              <button type="button" onClick={onSave} disabled={anyBusy} className={primaryButton}>
                {saving ? t.saving : t.save}
              </button>
              <button
                type="button"
                onClick={onCancel}
                disabled={anyBusy}
                className={secondaryButton}
              >
                {t.cancel}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
