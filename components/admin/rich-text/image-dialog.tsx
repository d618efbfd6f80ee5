import { useId, useState } from "react";
import { richTextEditorText } from "@/content/admin-rich-text";
import type { ImageChoice } from "@/lib/collections/item-values";
import type { ImageNode } from "@/lib/rich-text/document";
import { ALT_MAX } from "@/lib/media/rules";
import { ImagePicker } from "../collections/image-picker";
import { Field } from "../shell/field";
import { field, primaryButton, secondaryButton } from "../shell/styles";
import { EditorDialog } from "./editor-dialog";

const t = richTextEditorText.image;

export type ImageAttributes = ImageNode["attrs"];

interface ImageDialogProps {
  open: boolean;
  /** The image selected in the text, to change; null to insert a new one. */
  current: ImageAttributes | null;
  images: readonly ImageChoice[];
  onApply: (attrs: ImageAttributes) => void;
  onClose: () => void;
}

function ImageForm({ current, images, onApply, onClose }: ImageDialogProps) {
  const [mediaId, setMediaId] = useState(current?.mediaId ?? "");
  const [alt, setAlt] = useState(current?.alt ?? "");
  const [caption, setCaption] = useState(current?.caption ?? "");
  const [checked, setChecked] = useState(false);
  const pickerId = useId();
  const altId = useId();
  const captionId = useId();
  const missingImage = checked && mediaId === "";
  const missingAlt = checked && alt.trim() === "";

  const choose = (id: string) => {
    const previous = images.find((image) => image.id === mediaId);
    const next = images.find((image) => image.id === id);
    // The library's description is the starting point, until the editor writes their own.
    if (alt.trim() === "" || alt === previous?.alt) setAlt(next?.alt ?? "");
    setMediaId(id);
  };

  return (
    <EditorDialog
      open
      title={t.title}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (mediaId === "" || alt.trim() === "") return;
        onApply({ mediaId, alt: alt.trim(), caption: caption.trim() || null });
      }}
    >
      <Field
        id={pickerId}
        label={t.choose}
        labelClassName="mt-5 block"
        error={missingImage && t.chooseRequired}
      >
        {(control) => (
          <ImagePicker
            control={control}
            value={mediaId}
            choices={images}
            required
            label={t.title}
            invalid={missingImage}
            onChange={choose}
          />
        )}
      </Field>
      {images.length === 0 && <p className="mt-2 text-sm text-muted">{t.noImages}</p>}
      <Field
        id={altId}
        label={t.alt}
        labelClassName="mt-4 block"
        hint={t.altHint}
        error={missingAlt && t.altRequired}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            aria-required
            maxLength={ALT_MAX}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            className={field}
          />
        )}
      </Field>
      <Field id={captionId} label={t.caption} labelClassName="mt-4 block">
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={ALT_MAX}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
            className={field}
          />
        )}
      </Field>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {t.cancel}
        </button>
        <button type="submit" className={primaryButton}>
          {current ? t.update : t.insert}
        </button>
      </div>
    </EditorDialog>
  );
}

/** Puts an image from the media library in the text, or changes the selected one's words. */
export function ImageDialog(props: ImageDialogProps) {
  return props.open ? <ImageForm {...props} /> : null;
}
