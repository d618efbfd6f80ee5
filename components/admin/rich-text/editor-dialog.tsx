import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

interface EditorDialogProps {
  open: boolean;
  title: string;
  /** Escape or Cancel: the caller closes it and puts the focus back in the text. */
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A modal dialog of the editor: focus stays inside, Escape closes it. It is rendered at the end
 * of the page, outside the item's form, as its own form may not sit inside another; its submit
 * goes no further than the dialog.
 */
export function EditorDialog({ open, title, onClose, onSubmit, children }: EditorDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-6 text-foreground shadow-2xl backdrop:bg-black/50"
    >
      {open && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            onSubmit();
          }}
        >
          <h2 id={titleId} className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          {children}
        </form>
      )}
    </dialog>,
    document.body,
  );
}
