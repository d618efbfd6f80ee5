"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { prepareUpload, removeImage, replaceImage, saveImageDetails } from "./actions";
import { mediaText } from "@/content/admin-media";
import { altError } from "@/lib/media/details";
import { showToast } from "@/lib/toast";
import { dangerButton, primaryButton, secondaryButton } from "../shell/styles";
import { AltField } from "./alt-field";
import { FilePicker } from "./file-picker";
import { FocalPointField } from "./focal-point-field";
import type { MediaItem } from "./media-item";
import { UploadProgress } from "./upload-progress";
import { checkImageFile, formatBytes, uploadFile } from "./upload-file";

const t = mediaText;

interface MediaDetailsProps {
  /** The image being edited; null while the dialog is closed. */
  image: MediaItem | null;
  onClose: () => void;
}

/**
 * One image's details in a modal dialog: alt text, focal point (click the picture or use the
 * sliders), a new file, or deletion. A refusal (an image in use, a change made meanwhile) is
 * said in the dialog and keeps what the editor typed.
 */
export function MediaDetails({ image, onClose }: MediaDetailsProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // While a file uploads or a change is saved, Escape does not close the dialog (its Close
  // button is disabled then too): the result must be seen.
  const busy = useRef(false);
  const titleId = useId();
  const open = image !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    else if (!open && dialog?.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy.current) onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-border bg-background p-5 text-foreground shadow-2xl backdrop:bg-black/50 sm:p-6"
    >
      {/* A new version (saved here or by someone else) starts the form afresh. */}
      {image && (
        <DetailsForm
          key={`${image.id}:${image.updatedAt}`}
          image={image}
          titleId={titleId}
          onClose={onClose}
          onBusy={(working) => {
            busy.current = working;
          }}
        />
      )}
    </dialog>
  );
}

function DetailsForm({
  image: current,
  titleId,
  onClose,
  onBusy,
}: {
  image: MediaItem;
  titleId: string;
  onClose: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const router = useRouter();
  const altId = useId();
  const [alt, setAlt] = useState(current.alt);
  const [focal, setFocal] = useState({ x: current.focalX, y: current.focalY });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "replace" | "remove" | null>(null);
  useEffect(() => onBusy(busy !== null), [busy, onBusy]);
  const [progress, setProgress] = useState<number | null>(null);

  /**
   * A refusal is said in the dialog; an image changed or deleted meanwhile is reloaded (the
   * form starts again from the new version, or the dialog closes), so that is said in a toast.
   */
  function refused(message: string) {
    if (message !== t.messages.changed && message !== t.messages.gone) return setProblem(message);
    void showToast({ title: t.messages.notSaved, description: message, variant: "destructive" });
    router.refresh();
  }

  function done(title: string, description: string) {
    void showToast({ title, description });
    router.refresh();
  }

  async function save() {
    const invalid = altError(alt);
    if (invalid) {
      setProblem(invalid);
      document.getElementById(altId)?.focus();
      return;
    }
    setBusy("save");
    try {
      const result = await saveImageDetails({
        id: current.id,
        alt,
        focalX: focal.x,
        focalY: focal.y,
        updatedAt: current.updatedAt,
      });
      if (!result.ok) return refused(result.message);
      done(t.messages.saved, t.messages.savedText(alt.trim()));
      onClose();
    } catch {
      setProblem(t.messages.network);
    } finally {
      setBusy(null);
    }
  }

  async function replace(file: File) {
    setProblem(null);
    const checked = await checkImageFile(file);
    if (!checked.ok) return setProblem(checked.message);
    setBusy("replace");
    setProgress(0);
    try {
      const prepared = await prepareUpload({
        type: file.type,
        size: file.size,
        imageId: current.id,
      });
      if (!prepared.ok) return setProblem(prepared.message);
      const sent = await uploadFile(prepared.uploadUrl, file, setProgress);
      if (!sent.ok) return setProblem(sent.message);
      const result = await replaceImage({
        imageId: current.id,
        path: prepared.path,
        alt: current.alt,
        fileName: file.name,
        width: checked.width,
        height: checked.height,
        updatedAt: current.updatedAt,
      });
      if (!result.ok) return refused(result.message);
      done(t.messages.replaced, t.messages.replacedText(current.alt));
      onClose();
    } catch {
      setProblem(t.messages.network);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  async function remove() {
    if (!window.confirm(t.details.confirmRemove(current.alt))) return;
    setBusy("remove");
    try {
      const result = await removeImage({ id: current.id, alt: current.alt });
      if (!result.ok) return refused(result.message);
      done(t.messages.removed, t.messages.removedText(current.alt));
      onClose();
    } catch {
      setProblem(t.messages.network);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-bold tracking-tight break-words">
            {t.details.heading}
          </h2>
          <p className="mt-1 text-sm break-words text-muted">
            {current.fileName} ·{" "}
            {t.details.size(current.width, current.height, formatBytes(current.sizeBytes))}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          disabled={busy !== null}
          className={secondaryButton}
        >
          {t.details.close}
        </button>
      </div>

      <FocalPointField image={current} value={focal} onChange={setFocal} />

      <AltField id={altId} value={alt} onChange={setAlt} className="mt-4" />

      <p className="mt-4 text-sm">
        <span className="font-medium">{t.details.copyUrl}: </span>
        <a href={current.publicUrl} className="break-all text-accent hover:underline">
          {current.publicUrl}
        </a>
      </p>

      {progress !== null && (
        <div className="mt-4">
          <UploadProgress percent={progress} />
        </div>
      )}
      {problem && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}

      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={save}
          disabled={busy !== null}
          aria-describedby="media-details-explain"
          className={primaryButton}
        >
          {busy === "save" ? t.details.saving : t.details.save}
        </button>
        <p id="media-details-explain" className="text-xs text-muted">
          {t.details.explain}
        </p>
        <FilePicker
          label={t.details.replace}
          disabled={busy !== null}
          onFile={(file) => void replace(file)}
        />
        <button
          type="button"
          onClick={remove}
          disabled={busy !== null}
          className={`${dangerButton} sm:ml-auto`}
        >
          {t.details.remove}
        </button>
      </div>
      <p className="mt-2 text-xs text-muted">{t.details.replaceHint}</p>
    </>
  );
}
