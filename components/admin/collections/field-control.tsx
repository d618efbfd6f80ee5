import { InterfaceIcon } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import { ICON_NAMES } from "@/content/types";
import type {
  FieldSpec,
  FieldValue,
  IconCardValue,
  ImageChoice,
  ItemValues,
} from "@/lib/collections/fields";
import { field as fieldClass, label as labelClass, secondaryButton } from "../styles";
import { ImagePicker } from "./image-picker";

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

const removeButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-strong hover:text-red-700 focus-visible:outline-2 focus-visible:outline-ring dark:hover:text-red-300";
const invalid = "border-red-600 dark:border-red-400";

/** Adds a line or card to a list field; the control the next render adds takes the focus. */
function AddButton(props: { label: string; onClick: () => void; focusAfter: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        props.onClick();
        requestAnimationFrame(() => document.getElementById(props.focusAfter)?.focus());
      }}
      className={`${secondaryButton} mt-2`}
    >
      <InterfaceIcon name="plus" className="size-4" />
      {props.label}
    </button>
  );
}

/** Removes one line or card of a list field. */
function RemoveButton(props: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      onClick={props.onClick}
      className={`${removeButton} ${props.className ?? ""}`}
    >
      <InterfaceIcon name="close" className="size-4" />
    </button>
  );
}

function described(...ids: (string | false | undefined)[]) {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const value = values[field.name];
  const text = typeof value === "string" ? value : "";
  const slugNote =
    field.kind === "slug" && isNew ? (following ? t.slugFromName : t.slugOverride) : undefined;
  const hint = [field.hint, slugNote].filter(Boolean).join(" ");
  const counted = (field.kind === "text" || field.kind === "long-text") && field.max <= 300;
  const describedBy = described(hint && hintId, counted && `${id}-count`, error && errorId);
  const common = {
    id,
    name: field.name,
    "data-field": field.name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": true,
  } as const;
  // The parts of a list field: each tied to the list's message, marked when the list has one.
  const part = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described(error && errorId),
    "aria-required": true,
  } as const;

  const head = (
    <>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </>
  );
  const message = error && (
    <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  );

  switch (field.kind) {
    case "text":
    case "long-text":
    case "slug":
    case "pattern":
    case "year":
    case "email":
      return (
        <div>
          {head}
          {field.kind === "long-text" ? (
            <textarea
              {...common}
              value={text}
              rows={4}
              onChange={(event) => onChange(event.target.value)}
              className={`${fieldClass} resize-y ${error ? invalid : ""}`}
            />
          ) : (
            <input
              {...common}
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
          {message}
        </div>
      );
    case "image":
      return (
        <div>
          {head}
          <ImagePicker
            control={common}
            value={text}
            choices={images}
            required={field.required ?? false}
            label={field.label}
            invalid={Boolean(error)}
            onChange={onChange}
          />
          {message}
        </div>
      );
    case "select":
      return (
        <div>
          {head}
          <select
            {...common}
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
          {message}
        </div>
      );
    case "text-list": {
      const list = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset aria-describedby={described(error && errorId)}>
          <legend className={labelClass}>{field.label}</legend>
          <ol className="mt-1.5 flex flex-col gap-2">
            {list.map((line, position) => (
              <li key={position} className="flex items-center gap-2">
                <input
                  {...part}
                  id={`${id}-${position}`}
                  value={line}
                  aria-label={t.line(position + 1)}
                  data-field={position === 0 ? field.name : undefined}
                  onChange={(event) =>
                    onChange(list.map((old, at) => (at === position ? event.target.value : old)))
                  }
                  className={`${fieldClass} mt-0 ${error ? invalid : ""}`}
                />
                {list.length > field.min && (
                  <RemoveButton
                    label={t.removeLine(position + 1)}
                    onClick={() => onChange(list.filter((_, at) => at !== position))}
                  />
                )}
              </li>
            ))}
          </ol>
          {list.length < field.max && (
            <AddButton
              label={t.addLine}
              onClick={() => onChange([...list, ""])}
              focusAfter={`${id}-${list.length}`}
            />
          )}
          {message}
        </fieldset>
      );
    }
    case "icon-cards": {
      const list = Array.isArray(value) ? (value as IconCardValue[]) : [];
      const update = (position: number, card: Partial<IconCardValue>) =>
        onChange(list.map((old, at) => (at === position ? { ...old, ...card } : old)));
      return (
        <fieldset aria-describedby={described(error && errorId)}>
          <legend className={labelClass}>{field.label}</legend>
          <ol className="mt-1.5 flex flex-col gap-3">
            {list.map((card, position) => {
              const cardId = `${id}-${position}`;
              return (
                <li key={position} className="rounded-xl border border-border p-3 sm:p-4">
                  <fieldset className="relative">
                    <legend className="text-sm font-semibold text-foreground">
                      {t.card(position + 1)}
                    </legend>
                    {list.length > field.min && (
                      <RemoveButton
                        label={t.removeCard(position + 1)}
                        onClick={() => onChange(list.filter((_, at) => at !== position))}
                        className="absolute -top-2 right-0"
                      />
                    )}
                    <label htmlFor={`${cardId}-icon`} className={`${labelClass} mt-2 block`}>
                      {t.icon}
                    </label>
                    <select
                      {...part}
                      id={`${cardId}-icon`}
                      value={card.icon}
                      data-field={position === 0 ? field.name : undefined}
                      onChange={(event) =>
                        update(position, { icon: event.target.value as IconCardValue["icon"] })
                      }
                      className={fieldClass}
                    >
                      <option value="">{collectionsText.errors.choose(t.icon)}</option>
                      {ICON_NAMES.map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`${cardId}-title`} className={`${labelClass} mt-3 block`}>
                      {t.cardTitle}
                    </label>
                    <input
                      {...part}
                      id={`${cardId}-title`}
                      value={card.title}
                      onChange={(event) => update(position, { title: event.target.value })}
                      className={fieldClass}
                    />
                    <label htmlFor={`${cardId}-description`} className={`${labelClass} mt-3 block`}>
                      {t.cardDescription}
                    </label>
                    <textarea
                      {...part}
                      id={`${cardId}-description`}
                      value={card.description}
                      rows={3}
                      onChange={(event) => update(position, { description: event.target.value })}
                      className={`${fieldClass} resize-y`}
                    />
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {list.length < field.max && (
            <AddButton
              label={t.addCard}
              onClick={() => onChange([...list, { icon: "", title: "", description: "" }])}
              focusAfter={`${id}-${list.length}-icon`}
            />
          )}
          {message}
        </fieldset>
      );
    }
  }
}
