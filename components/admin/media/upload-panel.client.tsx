"use client";

import { useRouter } from "next/navigation";
import { type DragEvent, type FormEvent, useEffect, useId, useState } from "react";
import { addImage, prepareUpload } from "./actions";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { mediaText } from "@/content/admin-media";
import { altError } from "@/lib/media/details";
import { MEDIA_MAX_BYTES } from "@/lib/media/rules";
import { showToast } from "@/lib/toast";
import { card, primaryButton, secondaryButton } from "../shell/styles";
import { AltField } from "./alt-field";
import { FilePicker } from "./file-picker";
import { UploadProgress } from "./upload-progress";
import { checkImageFile, formatBytes, uploadFile } from "./upload-file";

const t = mediaText;

interface Chosen {
  file: File;
  width: number;
  height: number;
  /** An object URL of the file, for the preview. */
  preview: string;
}

/**
 * Adds an image: dropped on the panel or chosen with the file picker, described, then sent
 * straight to Storage with a progress bar. A refused file or a failed upload says why and
 * keeps the file and the alt text, to try again.
 */
export function UploadPanel() {
  const router = useRouter();
  const ids = { heading: useId(), alt: useId(), problem: useId() };
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  async function choose(file: File) {
    setProblem(null);
    const checked = await checkImageFile(file);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setChosen({
      file,
      width: checked.width,
      height: checked.height,
      preview: URL.createObjectURL(file),
    });
  }

  function clear() {
    setChosen(null);
    setAlt("");
    setProblem(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setProblem(t.messages.chooseFile);
      return;
    }
    const invalid = altError(alt);
    if (invalid) {
      setProblem(invalid);
      document.getElementById(ids.alt)?.focus();
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const prepared = await prepareUpload({ type: chosen.file.type, size: chosen.file.size });
      if (!prepared.ok) return setProblem(prepared.message);
      const sent = await uploadFile(prepared.uploadUrl, chosen.file, setProgress);
      if (!sent.ok) return setProblem(sent.message);
      const added = await addImage({
        imageId: prepared.imageId,
        path: prepared.path,
        alt,
        fileName: chosen.file.name,
        width: chosen.width,
        height: chosen.height,
      });
      if (!added.ok) return setProblem(added.message);
      void showToast({
        title: t.messages.uploaded,
        description: t.messages.uploadedText(alt.trim()),
      });
      clear();
      router.refresh();
    } catch {
      setProblem(t.messages.network);
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  const onDrag = (event: DragEvent, over: boolean) => {
    event.preventDefault();
    setDragging(over);
  };

  return (
    <section aria-labelledby={ids.heading} className={`${card} mb-6`}>
      <h2 id={ids.heading} className="text-xl font-bold tracking-tight text-foreground">
        {t.upload.heading}
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div
          onDragOver={(event) => onDrag(event, true)}
          onDragLeave={(event) => onDrag(event, false)}
          onDrop={(event) => {
            onDrag(event, false);
            if (!busy) {
              const file = event.dataTransfer.files[0];
              if (file) void choose(file);
            }
          }}
          data-testid="drop-zone"
          className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center sm:flex-row sm:text-left ${
            dragging ? "border-accent bg-surface-strong" : "border-border"
          }`}
        >
          {chosen ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={chosen.preview}
              alt=""
              width={chosen.width}
              height={chosen.height}
              className="h-24 w-32 shrink-0 rounded-lg border border-border object-cover"
            />
          ) : (
            <InterfaceIcon name="plus" className="size-8 shrink-0 text-muted" />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm text-foreground">
              {chosen
                ? t.upload.chosen(chosen.file.name, formatBytes(chosen.file.size))
                : t.upload.drop}
            </p>
            <p className="mt-1 text-xs text-muted">{t.upload.formats(MEDIA_MAX_BYTES)}</p>
          </div>
          <FilePicker
            label={t.upload.choose}
            disabled={busy}
            onFile={(file) => void choose(file)}
          />
        </div>
        <AltField
          id={ids.alt}
          value={alt}
          onChange={setAlt}
          disabled={busy}
          problemId={problem ? ids.problem : undefined}
        />
        {busy && <UploadProgress percent={progress} />}
        {problem && (
          <p
            id={ids.problem}
            role="alert"
            className="text-sm font-medium text-red-700 dark:text-red-300"
          >
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? t.upload.uploading(progress) : t.upload.submit}
          </button>
          {chosen && !busy && (
            <button type="button" onClick={clear} className={secondaryButton}>
              {t.upload.cancel}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
