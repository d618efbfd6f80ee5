import type { SelectHTMLAttributes } from "react";
import { collectionsText } from "@/content/admin-collections";
import type { ImageChoice } from "@/lib/collections/item-values";
import { MEDIA_LIBRARY_PATH } from "@/lib/media/rules";
import { field as fieldClass } from "../shell/styles";

const t = collectionsText.form;

interface ImagePickerProps {
  /** The select's own attributes: its id, name, description. */
  control: SelectHTMLAttributes<HTMLSelectElement> & { id: string; "data-field"?: string };
  /** The chosen image's id; "" for none. */
  value: string;
  choices: readonly ImageChoice[];
  /** Whether none is not a choice: the empty option then asks for one, naming `label`. */
  required: boolean;
  label: string;
  invalid: boolean;
  onChange: (id: string) => void;
}

/**
 * An image field's control, in an item's form and on the page alike: a small rendering of the
 * chosen image, the library's images by alt text and as thumbnails to pick from, and a way to
 * the library to add one.
 */
export function ImagePicker({
  control,
  value,
  choices,
  required,
  label,
  invalid,
  onChange,
}: ImagePickerProps) {
  const chosen = choices.find((image) => image.id === value);
  return (
    <>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row sm:items-center">
        {chosen && (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={chosen.thumbnail}
            alt={t.imagePreview(chosen.label)}
            width={96}
            height={72}
            className="h-18 w-24 shrink-0 rounded-lg border border-border bg-surface object-cover"
          />
        )}
        <select
          {...control}
          aria-invalid={invalid || undefined}
          aria-required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} mt-0 ${invalid ? "border-red-600 dark:border-red-400" : ""}`}
        >
          <option value="">{required ? collectionsText.errors.choose(label) : t.noImage}</option>
          {/* A chosen image no longer listed stays chosen until the editor picks another. */}
          {value !== "" && !chosen && <option value={value}>{value}</option>}
          {choices.map((image) => (
            <option key={image.id} value={image.id}>
              {image.label}
            </option>
          ))}
        </select>
      </div>
      {choices.length > 0 && (
        <div
          role="group"
          aria-label={t.thumbnails(label)}
          className="mt-2 grid max-h-56 grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2 overflow-y-auto rounded-lg border border-border p-2"
        >
          {choices.map((image) => {
            const picked = image.id === value;
            return (
              <button
                key={image.id}
                type="button"
                aria-pressed={picked}
                onClick={() => onChange(image.id)}
                className={`relative min-h-11 overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${picked ? "border-accent" : "border-transparent hover:border-border"}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={image.thumbnail}
                  alt=""
                  width={88}
                  height={66}
                  loading="lazy"
                  className="h-16 w-full bg-surface object-cover"
                />
                <span className="sr-only">{t.useImage(image.label)}</span>
                {picked && (
                  <span
                    aria-hidden
                    className="absolute top-1 right-1 rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-contrast"
                  >
                    {t.imageChosen}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
      <a
        href={MEDIA_LIBRARY_PATH}
        target="_blank"
        rel="noopener"
        className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-accent hover:underline"
      >
        {t.mediaLibrary}
      </a>
    </>
  );
}
