import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { changedAt } from "../shell/history-format";
import { Field } from "../shell/field";
import { field as fieldClass, largeHint, primaryButton, secondaryButton } from "../shell/styles";
import { adminText } from "@/content/admin";
import { previewText } from "@/content/preview";
import { blanksIn } from "@/lib/fill-in";
import { type Editable, previewValue } from "@/lib/visual-editing/editable-text";
import { blockHash } from "@/lib/blocks/block-anchor";
import { collectionPath } from "@/lib/collections/fields";
import { shellText } from "@/content/admin-shell";
import { textInPagesPath } from "../shell/admin-rooms";
import { ImagePicker } from "../collections/image-picker";
import { saveGroup, saveGroups } from "./save-editable";

const t = previewText.edit;

interface EditedField {
  /** The text or item field as it stood when last read: saving writes over that version. */
  editable: Editable;
  value: string;
}

interface TextEditorProps {
  editables: readonly Editable[];
  /** Where the dialog sits, in page coordinates. */
  position: { top: number; left: number };
  /** The link the text is part of, so it can still be followed. */
  link: string | null;
  /** Other editors with one of these texts open. */
  openBy: readonly string[];
  onDirty(dirty: boolean): void;
  onStaged(done: Editable[]): void;
  onClose(): void;
}

const fieldFor = (editable: Editable): EditedField => ({ editable, value: previewValue(editable) });

const imageOf = (editable: Editable) => (editable.kind === "item" ? editable.image : null);

/** A box left empty that needs words, or an image field that needs an image. */
function isMissing({ editable, value }: EditedField) {
  const image = imageOf(editable);
  return image ? image.required && value === "" : value.trim() === "";
}

/** Under a box: whether, by whom and how its text or item is staged. */
function stagedNote(editable: Editable): string {
  if (!editable.staged) return editable.kind === "text" ? t.notStaged : t.itemNotStaged;
  const who = editable.staged.by ?? t.someone;
  const when = changedAt({ changed_at: editable.staged.at });
  if (editable.kind === "item" && editable.staged.kind === "removal") {
    return t.removalStaged(who, when);
  }
  if (editable.kind === "item" && editable.staged.kind === "overtaken") {
    return t.overtaken(who, when);
  }
  return t.stagedBy(who, when);
}

/**
 * The editor opened in place: one box per text the clicked part shows, holding what the preview
 * shows. Save stages the changed ones; Cancel or Escape closes without a word lost elsewhere.
 */
export function TextEditor({
  editables,
  position,
  link,
  openBy,
  onDirty,
  onStaged,
  onClose,
}: TextEditorProps) {
  const id = useId();
  const [fields, setFields] = useState(() => editables.map(fieldFor));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const changed = fields.filter((field) => field.value !== previewValue(field.editable));

  useEffect(() => {
    const box = dialog.current?.querySelector<HTMLElement>("input, textarea, select");
    if (!box) return;
    box.focus();
    if (box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) {
      box.setSelectionRange(box.value.length, box.value.length);
    }
    dialog.current?.scrollIntoView({ block: "nearest" });
  }, []);

  useEffect(() => onDirty(changed.length > 0), [changed.length, onDirty]);
  // A box that goes away (its page left) holds nothing back any more.
  useEffect(() => () => onDirty(false), [onDirty]);

  const setValue = (index: number, value: string) =>
    setFields((current) => current.map((field, i) => (i === index ? { ...field, value } : field)));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (fields.some(isMissing)) return setError(t.required);
    if (changed.length === 0) return setError(t.unchanged);
    setBusy(true);
    setError(null);
    const staged: Editable[] = [];
    let next = fields;
    const refresh = (done: readonly Editable[]) => {
      const byRef = new Map(done.map((editable) => [editable.ref, editable]));
      next = next.map((f) => {
        const fresh = byRef.get(f.editable.ref);
        return fresh ? { ...f, editable: fresh } : f;
      });
    };
    for (const group of saveGroups(changed)) {
      const outcome = await saveGroup(group);
      if (outcome.ok) {
        staged.push(...outcome.editables);
        // Saved: each box now holds what the preview will show.
        const saved = new Set(outcome.editables.map((editable) => editable.ref));
        refresh(outcome.editables);
        next = next.map((f) => (saved.has(f.editable.ref) ? fieldFor(f.editable) : f));
        continue;
      }
      // Someone else's version becomes the one written over; the editor's words stay.
      refresh(outcome.editables ?? []);
      setError(outcome.message);
      setFields(next);
      setBusy(false);
      if (staged.length > 0) onStaged(staged);
      return;
    }
    setBusy(false);
    onStaged(staged);
    onClose();
  }

  // Escape anywhere in the dialog cancels.
  useEffect(() => {
    const element = dialog.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose();
    };
    element?.addEventListener("keydown", onKeyDown);
    return () => element?.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={`${id}-title`}
      className="edit-dialog rounded-2xl border border-border bg-background p-4 text-left text-foreground shadow-lg"
      style={{ top: position.top, left: position.left }}
      data-testid="edit-dialog"
    >
      <h2 id={`${id}-title`} className="text-base font-bold">
        {editables.every((editable) => imageOf(editable)) ? t.imageDialogTitle : t.dialogTitle}
      </h2>
      {editables.length > 1 && (
        <p className="mt-1 text-sm text-muted">{t.several(editables.length)}</p>
      )}
      {openBy.length > 0 && (
        <p className="mt-1 text-sm text-muted">{t.openBy(openBy.join(", "))}</p>
      )}
      <form onSubmit={save} noValidate>
        {fields.map((field, index) => {
          const boxId = `${id}-${index}`;
          const { editable } = field;
          const Box = editable.multiline ? "textarea" : "input";
          const byDefault = editable.kind === "text" ? editable.defaultValue : null;
          // The blanks the site fills into the text's words, which the editor's words must keep.
          const blanks = byDefault === null ? [] : blanksIn(byDefault);
          const note = `${boxId}-note`;
          const image = imageOf(editable);
          const invalid = error === t.required && isMissing(field);
          return (
            <Field
              key={editable.ref}
              id={boxId}
              label={editable.label}
              labelClassName="mt-3 block"
              hint={blanks.length > 0 && adminText.pages.blanks(blanks)}
              hintClassName="mt-0.5 text-xs text-muted"
              hintAbove
              describedBy={note}
              invalid={invalid}
            >
              {(control) => (
                <>
                  {image ? (
                    <ImagePicker
                      control={control}
                      value={field.value}
                      choices={image.choices}
                      required={image.required}
                      label={editable.label}
                      invalid={invalid}
                      onChange={(value) => setValue(index, value)}
                    />
                  ) : (
                    <Box
                      {...control}
                      value={field.value}
                      rows={editable.multiline ? 5 : undefined}
                      className={fieldClass}
                      onChange={(event) => setValue(index, event.target.value)}
                    />
                  )}
                  <p id={note} className={largeHint}>
                    {stagedNote(editable)}
                  </p>
                  {editable.kind === "text" && (
                    <a
                      href={textInPagesPath(editable.key)}
                      target="_top"
                      aria-label={shellText.textLinks.inPagesLabel(editable.key)}
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {shellText.textLinks.inPages}
                    </a>
                  )}
                  {editable.kind === "item" && (
                    <a
                      href={
                        collectionPath(editable.collection, `/${editable.id}`) +
                        (editable.part ? blockHash(editable.part.block) : "")
                      }
                      target="_top"
                      className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {t.openForm}
                    </a>
                  )}
                  {byDefault !== null && field.value !== byDefault && (
                    <button
                      type="button"
                      className={secondaryButton}
                      onClick={() => setValue(index, byDefault)}
                    >
                      {t.resetToDefault}
                    </button>
                  )}
                </>
              )}
            </Field>
          );
        })}
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t.saving : t.save}
          </button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t.cancel}
          </button>
          {link && (
            <a
              href={link}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t.followLink}
            </a>
          )}
        </div>
      </form>
    </div>
  );
}
