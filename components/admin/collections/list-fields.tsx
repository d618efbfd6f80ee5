import type { ReactNode } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { IconPicker } from "./icon-picker";
import { collectionsText } from "@/content/admin-collections";
import type { FieldSpec } from "@/lib/collections/fields";
import type { FieldValue, IconCardValue } from "@/lib/collections/item-values";
import { described, Field } from "../shell/field";
import { field as fieldClass, label as labelClass, secondaryButton } from "../shell/styles";

const t = collectionsText.form;

const removeButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-strong hover:text-red-700 focus-visible:outline-2 focus-visible:outline-ring dark:hover:text-red-300";
/** How a field with a message is marked. */
export const invalid = "border-red-600 dark:border-red-400";

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

/** What a list field of an item's form is given; `children` is its message, if any. */
interface ListFieldProps {
  field: Extract<FieldSpec, { kind: "icon-cards" | "text-list" }>;
  value: FieldValue | undefined;
  error: string | undefined;
  errorId: string;
  onChange: (value: FieldValue) => void;
  /** Where the icon picker's drawings come from (FieldChoices.iconSprite). */
  iconSprite?: string;
  children: ReactNode;
}

/** The parts of a list field: each tied to the list's message, marked when the list has one. */
function partOf(error: string | undefined, errorId: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described(error && errorId),
    "aria-required": true,
  } as const;
}

/** A list field's frame: its legend, its items, a button that adds one while more fit, its message. */
function ListFrame(
  props: ListFieldProps & {
    items: ReactNode;
    count: number;
    gap: string;
    add: { label: string; onClick: () => void; focusAfter: string };
  },
) {
  const { field, error, errorId, count, add } = props;
  return (
    <fieldset aria-describedby={described(error && errorId)}>
      <legend className={labelClass}>{field.label}</legend>
      <ol className={`mt-1.5 flex flex-col ${props.gap}`}>{props.items}</ol>
      {count < field.max && <AddButton {...add} />}
      {props.children}
    </fieldset>
  );
}

/** A list of lines (a service's offerings): one text box a line, lines added and removed. */
export function TextListField(props: ListFieldProps) {
  const { field, value, error, errorId, onChange } = props;
  const id = `field-${field.name}`;
  const part = partOf(error, errorId);
  const list = Array.isArray(value) ? (value as string[]) : [];
  const add = {
    label: t.addLine,
    onClick: () => onChange([...list, ""]),
    focusAfter: `${id}-${list.length}`,
  };
  return (
    <ListFrame
      {...props}
      add={add}
      count={list.length}
      gap="gap-2"
      items={list.map((line, position) => (
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
    />
  );
}

/** A list of cards (a service's key benefits): an icon, a title and a description each. */
export function IconCardsField(props: ListFieldProps) {
  const { field, value, error, errorId, onChange } = props;
  const id = `field-${field.name}`;
  const list = Array.isArray(value) ? (value as IconCardValue[]) : [];
  const update = (position: number, card: Partial<IconCardValue>) =>
    onChange(list.map((old, at) => (at === position ? { ...old, ...card } : old)));
  const add = {
    label: t.addCard,
    onClick: () => onChange([...list, { icon: "", title: "", description: "" }]),
    focusAfter: `${id}-${list.length}-icon`,
  };
  return (
    <ListFrame
      {...props}
      add={add}
      count={list.length}
      gap="gap-3"
      items={list.map((card, position) => {
        const cardId = `${id}-${position}`;
        // Each part of a card is labelled on its own and tied to the list's message.
        const cardPart = (name: keyof IconCardValue, text: string, margin: string) => ({
          id: `${cardId}-${name}`,
          label: text,
          labelClassName: `${margin} block`,
          describedBy: error ? errorId : undefined,
          invalid: Boolean(error),
        });
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
              <IconPicker
                sprite={props.iconSprite}
                id={cardId}
                value={card.icon}
                onChange={(icon) => update(position, { icon })}
                describedBy={error ? errorId : undefined}
                invalid={Boolean(error)}
                dataField={position === 0 ? field.name : undefined}
              />
              <Field {...cardPart("title", t.cardTitle, "mt-3")}>
                {(control) => (
                  <input
                    {...control}
                    aria-required
                    value={card.title}
                    onChange={(event) => update(position, { title: event.target.value })}
                    className={fieldClass}
                  />
                )}
              </Field>
              <Field {...cardPart("description", t.cardDescription, "mt-3")}>
                {(control) => (
                  <textarea
                    {...control}
                    aria-required
                    value={card.description}
                    rows={3}
                    onChange={(event) => update(position, { description: event.target.value })}
                    className={`${fieldClass} resize-y`}
                  />
                )}
              </Field>
            </fieldset>
          </li>
        );
      })}
    />
  );
}
