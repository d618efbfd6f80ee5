"use client";

import { useEffect, useId, useRef, useState } from "react";
import { collectionsText } from "@/content/admin-collections";
import type { ListedItem } from "@/lib/collections/item-values";
import { Field } from "../shell/field";
import { dangerButton, field, secondaryButton } from "../shell/styles";

const t = collectionsText.removeDialog;

interface RemoveDialogProps {
  /** The item about to be removed; null while the dialog is closed. */
  item: ListedItem | null;
  /** Where its address can go instead: the overview and the other items' pages. */
  targets: readonly { path: string; label: string }[];
  onRemove: (redirectTo: string | null) => void;
  onCancel: () => void;
}

/**
 * Asks before an item with a page is removed, and what its address does afterwards: answer
 * 404, or send visitors and search engines to another page (a 308 redirect). A modal dialog,
 * so focus stays inside it and Escape cancels.
 */
export function RemoveDialog({ item, targets, onRemove, onCancel }: RemoveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const [target, setTarget] = useState("");
  const titleId = useId();
  const textId = useId();
  const selectId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (item && !dialog.open) {
      setTarget("");
      dialog.showModal();
    } else if (!item && dialog.open) {
      dialog.close();
    }
  }, [item]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-6 text-foreground shadow-2xl backdrop:bg-black/50"
    >
      {item && (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            onRemove(target === "" ? null : target);
          }}
        >
          <h2 id={titleId} className="text-xl font-bold tracking-tight break-words">
            {t.title(item.name)}
          </h2>
          <p id={textId} className="mt-2 text-sm text-muted">
            {t.text}
          </p>
          <Field
            id={selectId}
            label={t.targetLabel(item.href)}
            labelClassName="mt-5 block"
            hint={t.hint}
            hintClassName="mt-1.5 text-xs text-muted"
          >
            {(control) => (
              <select
                {...control}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                className={field}
              >
                <option value="">{t.notFound}</option>
                {targets
                  .filter((candidate) => candidate.path !== item.href)
                  .map((candidate) => (
                    <option key={candidate.path} value={candidate.path}>
                      {t.goesTo(candidate.label, candidate.path)}
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onCancel} className={secondaryButton}>
              {t.cancel}
            </button>
            <button type="submit" className={dangerButton}>
              {t.confirm}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
