import { blockEditorText } from "@/content/admin-block-editor";
import { panelPartId } from "./block-ids";
import { IconAction } from "./icon-action";
import type { BlockActions } from "./use-block-actions";

const t = blockEditorText.actions;

interface PanelActionsProps {
  base: string;
  id: string;
  /** How the block is read out with each action: "block 2, Hero". */
  name: string;
  first: boolean;
  last: boolean;
  /** Whether it is a block this editor knows, and so can copy. */
  known: boolean;
  full: boolean;
  adding: boolean;
  actions: BlockActions;
  onAddAfter: (id: string) => void;
}

/** A block's buttons: move up and down (the keyboard's way to reorder), add after, copy, remove. */
export function PanelActions(props: PanelActionsProps) {
  const { base, id, name, actions } = props;
  return (
    <div className="flex flex-wrap items-center gap-1">
      <IconAction
        id={panelPartId(base, id, "up")}
        action={t.moveUp}
        name={name}
        icon="arrow-up"
        disabled={props.first}
        onClick={() => actions.move(id, -1, "up")}
      />
      <IconAction
        id={panelPartId(base, id, "down")}
        action={t.moveDown}
        name={name}
        icon="arrow-down"
        disabled={props.last}
        onClick={() => actions.move(id, 1, "down")}
      />
      {props.known && (
        <>
          <IconAction
            id={panelPartId(base, id, "add")}
            action={t.addAfter}
            name={name}
            icon="plus"
            disabled={props.full}
            expanded={props.adding}
            onClick={() => props.onAddAfter(id)}
          />
          <IconAction
            action={t.duplicate}
            name={name}
            icon="copy"
            disabled={props.full}
            onClick={() => actions.duplicate(id)}
          />
        </>
      )}
      <IconAction action={t.remove} name={name} icon="trash" onClick={() => actions.remove(id)} />
    </div>
  );
}
