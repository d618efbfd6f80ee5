import type { ReactNode } from "react";
import { blockEditorText } from "@/content/admin-block-editor";
import { described, FieldError } from "../../shell/field";
import { hint as hintClass, label as labelClass } from "../../shell/styles";
import { useBlockEditor } from "../block-editor-context";
import { IconAction } from "../icon-action";
import { problemBorder } from "../styles";
import { usePendingFocus } from "../use-pending-focus";
import { AddItemButton } from "./add-item-button";

const t = blockEditorText;

interface ItemListProps<T> {
  /** The list's id; its items' parts take it with their position. */
  id: string;
  label: string;
  hint?: string;
  /** The list's own problem (too few, too many). */
  problem?: string;
  items: readonly T[];
  /** How many items the list keeps at least: fewer offer no Remove. */
  min: number;
  /** What an item is called, by its position from 1: "Card 2". */
  name: (item: T, position: number) => string;
  removeLabel: string;
  /** An item's own problem (not an item, a field it may not have). */
  itemProblem: (index: number) => string | undefined;
  /** The id of an item's first control, which takes the focus when the list changes. */
  firstControl: (index: number) => string;
  onChange: (update: (items: readonly T[]) => T[]) => void;
  /** An item's fields. */
  children: (item: T, index: number) => ReactNode;
  /** How items are added under the list: a new blank one by a button, or another control. */
  add: { label: string; max: number; blank: () => T } | { control: ReactNode; id: string };
}

/**
 * A list inside a block (cards, figures, questions, chosen items): each item named, moved up and
 * down and removed by buttons that say which item they act on; the focus follows a moved item
 * and, after a removal, goes to the item that took its place.
 */
export function ItemList<T>(props: ItemListProps<T>) {
  const { id, label, hint, problem, items, min, name, itemProblem, firstControl } = props;
  const { announce } = useBlockEditor();
  const focusLater = usePendingFocus();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { add } = props;
  const addId = "control" in add ? add.id : `${id}-add`;

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    props.onChange((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item as T);
      return next;
    });
    announce(t.announce.moved(name(items[from] as T, from + 1), to + 1, items.length));
    focusLater(`${id}-${to}-${to > from ? "down" : "up"}`);
  };

  const remove = (at: number) => {
    props.onChange((list) => list.filter((_, position) => position !== at));
    announce(t.announce.removed(name(items[at] as T, at + 1)));
    const next = Math.min(at, items.length - 2);
    focusLater(next >= 0 ? firstControl(next) : addId);
  };

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-describedby={described(hint && hintId, problem && errorId)}
    >
      <legend className={labelClass}>{label}</legend>
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
      {problem && <FieldError id={errorId}>{problem}</FieldError>}
      <ol className="mt-2 flex flex-col gap-3">
        {items.map((item, index) => {
          const itemName = name(item, index + 1);
          const nameId = `${id}-${index}-name`;
          const own = itemProblem(index);
          return (
            // Items have no ids of their own; their fields are controlled, so the place is key.
            <li key={index}>
              <div
                role="group"
                aria-labelledby={nameId}
                className={`rounded-xl border p-3 sm:p-4 ${own ? problemBorder : "border-border"}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span id={nameId} className="text-sm font-semibold break-words text-foreground">
                    {itemName}
                  </span>
                  <div className="flex gap-1">
                    <IconAction
                      id={`${id}-${index}-up`}
                      action={t.actions.moveUp}
                      name={itemName}
                      icon="arrow-up"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <IconAction
                      id={`${id}-${index}-down`}
                      action={t.actions.moveDown}
                      name={itemName}
                      icon="arrow-down"
                      disabled={index === items.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    {items.length > min && (
                      <IconAction
                        action={props.removeLabel}
                        name={itemName}
                        icon="trash"
                        onClick={() => remove(index)}
                      />
                    )}
                  </div>
                </div>
                {own && <FieldError id={`${id}-${index}-error`}>{own}</FieldError>}
                {props.children(item, index)}
              </div>
            </li>
          );
        })}
      </ol>
      {"control" in add
        ? add.control
        : items.length < add.max && (
            <AddItemButton
              id={addId}
              label={add.label}
              onClick={() => {
                props.onChange((list) => [...list, add.blank()]);
                focusLater(firstControl(items.length));
              }}
            />
          )}
    </fieldset>
  );
}
