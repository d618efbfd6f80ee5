import type { ReactNode } from "react";
import { collectionsText } from "@/content/admin-collections";
import type { FieldSpec } from "@/lib/collections/fields";
import type { FieldValue, ImageChoice, ItemValues } from "@/lib/collections/item-values";
import { type ControlAttributes, Field, FieldError } from "../shell/field";
import { field as fieldClass, secondaryButton } from "../shell/styles";
import { ImagePicker } from "./image-picker";
import { IconCardsField, invalid, TextListField } from "./list-fields";

const t = collectionsText.form;

interface FieldControlProps {
  field: FieldSpec;
  values: ItemValues;
  error: string | undefined;
  /** A slug that still follows the field it is made from. */
  following: boolean;
  isNew: boolean;
  onChange: (value: FieldValue) => void;
  onFollow?: () => void;
  /** The media library's images, for an image field. */
  images: readonly ImageChoice[];
}

/** One field of an item's form with its label, hint and message, by the field's kind. */
export function FieldControl({
  field,
  values,
  error,
  following,
  isNew,
  onChange,
  onFollow,
  images,
}: FieldControlProps) {
  const id = `field-${field.name}`;
  const value = values[field.name];
  const text = typeof value === "string" ? value : "";
  const slugNote =
    field.kind === "slug" && isNew ? (following ? t.slugFromName : t.slugOverride) : undefined;
  const hint = [field.hint, slugNote].filter(Boolean).join(" ");
  const counted = (field.kind === "text" || field.kind === "long-text") && field.max <= 300;
  const own = (control: ControlAttributes) =>
    ({
      ...control,
      name: field.name,
      "data-field": field.name,
      "aria-required": true,
    }) as const;
  const labelled = (control: (attributes: ControlAttributes) => ReactNode) => (
    <Field
      id={id}
      label={field.label}
      hint={hint}
      hintAbove
      error={error}
      describedBy={counted && `${id}-count`}
    >
      {control}
    </Field>
  );

  switch (field.kind) {
    case "text":
    case "long-text":
    case "slug":
    case "pattern":
    case "year":
    case "email":
      return labelled((control) => (
        <>
          {field.kind === "long-text" ? (
            <textarea
              {...own(control)}
              value={text}
              rows={4}
              onChange={(event) => onChange(event.target.value)}
              className={`${fieldClass} resize-y ${error ? invalid : ""}`}
            />
          ) : (
            <input
              {...own(control)}
              value={text}
              type={field.kind === "email" ? "email" : "text"}
              inputMode={field.kind === "year" ? "numeric" : undefined}
              autoComplete="off"
              spellCheck={field.kind === "text"}
              onChange={(event) => onChange(event.target.value)}
              className={`${fieldClass} ${field.kind === "slug" || field.kind === "pattern" ? "font-mono" : ""} ${error ? invalid : ""}`}
            />
          )}
          {counted && (
            <p id={`${id}-count`} className="mt-1 text-right text-xs text-muted">
              {t.characters(text.trim().length, field.max)}
            </p>
          )}
          {field.kind === "slug" && isNew && !following && onFollow && (
            <button type="button" onClick={onFollow} className={`${secondaryButton} mt-2`}>
              {t.slugReset}
            </button>
          )}
        </>
      ));
    case "image":
      return labelled((control) => (
        <ImagePicker
          control={own(control)}
          value={text}
          choices={images}
          required={field.required ?? false}
          label={field.label}
          invalid={Boolean(error)}
          onChange={onChange}
        />
      ));
    case "select":
      return labelled((control) => (
        <select
          {...own(control)}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} ${error ? invalid : ""}`}
        >
          <option value="">{collectionsText.errors.choose(field.label)}</option>
          {field.options(values).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ));
    case "text-list":
    case "icon-cards": {
      const List = field.kind === "text-list" ? TextListField : IconCardsField;
      const errorId = `${id}-error`;
      return (
        <List field={field} value={value} error={error} errorId={errorId} onChange={onChange}>
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </List>
      );
    }
  }
}
