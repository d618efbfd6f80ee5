import type { ReactNode } from "react";
import { collectionsText } from "@/content/admin-collections";
import type { FieldSpec } from "@/lib/collections/fields";
import type { FieldChoices } from "@/lib/collections/field-choices";
import type { FieldValue, ItemValues } from "@/lib/collections/item-values";
import { type ControlAttributes, Field, FieldError } from "../shell/field";
import { field as fieldClass, secondaryButton } from "../shell/styles";
import { BlocksField } from "../blocks/blocks-field";
import { ImagePicker } from "./image-picker";
import { BodyField } from "./body-field";
import { IconCardsField, invalid, TextListField } from "./list-fields";
import { ReferenceChecklist } from "./reference-checklist";

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
  /** What the fields offer to choose from: images, other items, links. */
  choices: FieldChoices;
  /** Where a rich-text field keeps what is typed until it is saved. */
  draftKey: string;
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
  choices,
  draftKey,
}: FieldControlProps) {
  const id = `field-${field.name}`;
  const value = values[field.name];
  const text = typeof value === "string" ? value : "";
  const slugNote =
    field.kind === "slug" && isNew ? (following ? t.slugFromName : t.slugOverride) : undefined;
  const optional =
    ((field.kind === "text" || field.kind === "long-text") && field.optional) ||
    ((field.kind === "image" || field.kind === "reference") && !field.required);
  const hint = [field.hint, slugNote].filter(Boolean).join(" ");
  const counted = (field.kind === "text" || field.kind === "long-text") && field.max <= 300;
  const own = (control: ControlAttributes) =>
    ({
      ...control,
      name: field.name,
      "data-field": field.name,
      "aria-required": !optional,
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
          choices={choices.images}
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
    case "date":
      return labelled((control) => (
        <input
          {...own(control)}
          type="date"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} ${error ? invalid : ""}`}
        />
      ));
    case "flag":
      return (
        <div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-foreground">
            <input
              id={id}
              name={field.name}
              data-field={field.name}
              type="checkbox"
              checked={text === "true"}
              aria-describedby={field.hint ? `${id}-hint` : undefined}
              onChange={(event) => onChange(event.target.checked ? "true" : "")}
              className="size-4 accent-accent"
            />
            {field.label}
          </label>
          {field.hint && (
            <p id={`${id}-hint`} className="text-xs text-muted">
              {field.hint}
            </p>
          )}
        </div>
      );
    case "reference":
      return labelled((control) => (
        <select
          {...own(control)}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={`${fieldClass} ${error ? invalid : ""}`}
        >
          <option value="">{t.noItem}</option>
          {(choices.references[field.to] ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ));
    case "references":
      return (
        <ReferenceChecklist
          id={id}
          name={field.name}
          label={field.label}
          hint={field.hint}
          error={error}
          max={field.max}
          options={choices.references[field.to] ?? []}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
        />
      );
    case "figures":
      return labelled((control) => (
        <textarea
          {...own(control)}
          value={Array.isArray(value) ? (value as string[]).join("\n") : ""}
          rows={Math.max(3, field.max)}
          onChange={(event) => onChange(event.target.value.split("\n"))}
          className={`${fieldClass} resize-y font-mono ${error ? invalid : ""}`}
        />
      ));
    case "rich-text":
      return (
        <BodyField
          id={id}
          field={field}
          value={text}
          error={error}
          choices={choices}
          draftKey={draftKey}
          onChange={onChange}
        />
      );
    case "blocks":
      return (
        <BlocksField
          id={id}
          name={field.name}
          label={field.label}
          hint={field.hint}
          value={text}
          error={error}
          choices={choices}
          draftKey={draftKey}
          onChange={onChange}
        />
      );
    case "text-list":
    case "icon-cards": {
      const List = field.kind === "text-list" ? TextListField : IconCardsField;
      const errorId = `${id}-error`;
      return (
        <List
          field={field}
          value={value}
          error={error}
          errorId={errorId}
          onChange={onChange}
          iconSprite={choices.iconSprite}
        >
          {error && <FieldError id={errorId}>{error}</FieldError>}
        </List>
      );
    }
  }
}
