import { memo, useCallback } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { blockTypeNames } from "@/content/admin-blocks";
import { blockEditorText } from "@/content/admin-block-editor";
import { isKnownBlock } from "@/lib/blocks/known-blocks";
import type { Block } from "@/lib/blocks/types";
import { useBlockEditor } from "./block-editor-context";
import { BlockFields } from "./block-fields";
import { blockFieldsId, panelPartId } from "./block-ids";
import { type BlockProblems, problemCount } from "./block-problems";
import { blockName, blockSummary } from "./block-summary";
import type { DropSide } from "./layout-edits";
import { PanelActions } from "./panel-actions";
import { problemBadge, problemBorder } from "./styles";
import type { BlockActions } from "./use-block-actions";
import type { BlockDrag } from "./use-block-drag";

const t = blockEditorText;

export interface BlockPanelProps {
  /** The field's id, which the panel's element ids start with. */
  base: string;
  /** The block, or an entry of a kind this editor does not know. */
  entry: unknown;
  /** What the entry is known by: its id. */
  id: string;
  /** Its place, from 0, among `total`. */
  position: number;
  total: number;
  open: boolean;
  problems: BlockProblems;
  /** Whether the page holds all the blocks it may. */
  full: boolean;
  /**
   * The field's name on the first block with problems, where the form sends the focus when it
   * cannot save.
   */
  problemField?: string;
  dragging: boolean;
  dropSide: DropSide | null;
  /** Whether the chooser that adds a block after this one is open. */
  adding: boolean;
  actions: BlockActions;
  drag: BlockDrag;
  onAddAfter: (id: string) => void;
}

/** The type of an entry this editor does not know, as it says so. */
function foreignType(entry: unknown): string {
  const type =
    typeof entry === "object" && entry !== null ? (entry as { type?: unknown }).type : "";
  return typeof type === "string" ? type : "";
}

/**
 * One block of the page: a header with its kind, its first words and whether it has problems,
 * which opens and closes its fields, and the buttons that move, copy and remove it. Memoized:
 * a keystroke in one block renders that block's panel only.
 */
export const BlockPanel = memo(function BlockPanel(props: BlockPanelProps) {
  const { base, entry, id, position, total, open, problems, dragging, dropSide, actions } = props;
  const { choices } = useBlockEditor();
  const block: Block | null = isKnownBlock(entry) ? entry : null;
  const toggleId = panelPartId(base, id, "toggle");
  const bodyId = `${blockFieldsId(base, id)}-fields`;
  const count = problemCount(problems);
  const summary = block ? blockSummary(block, choices) : t.unknownType(foreignType(entry));
  const name = blockName(block, position);
  const { update } = actions;
  const change = useCallback((apply: (block: Block) => Block) => update(id, apply), [update, id]);

  return (
    <section
      aria-labelledby={toggleId}
      className={`relative rounded-2xl border bg-surface ${count > 0 ? problemBorder : "border-border"} ${
        dragging ? "opacity-60" : ""
      }`}
    >
      {dropSide && (
        <span
          aria-hidden="true"
          className={`absolute inset-x-2 h-1 rounded-full bg-accent ${
            dropSide === "before" ? "-top-2" : "-bottom-2"
          }`}
        />
      )}
      <div className="flex flex-wrap items-center gap-1 p-2 sm:gap-2 sm:p-3">
        <span
          draggable
          aria-hidden="true"
          title={t.actions.dragHandle}
          onDragStart={(event) => props.drag.start(id, event)}
          onDragEnd={props.drag.end}
          className="hidden size-11 shrink-0 cursor-grab items-center justify-center rounded-full text-muted hover:bg-surface-strong hover:text-foreground active:cursor-grabbing sm:inline-flex"
        >
          <InterfaceIcon name="grip" className="size-5" />
        </span>
        <h3 className="min-w-0 flex-1 basis-56">
          <button
            id={toggleId}
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            data-field={props.problemField}
            onClick={() => actions.toggle(id)}
            className="flex min-h-11 w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-foreground hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <InterfaceIcon
              name="arrow-down"
              className={`size-4 shrink-0 text-muted transition-transform motion-reduce:transition-none ${open ? "" : "-rotate-90"}`}
            />
            <span className="shrink-0 text-sm text-muted">{t.position(position + 1)}</span>
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
              <span className="font-semibold">
                {block ? blockTypeNames[block.type] : t.unknownName}
              </span>
              <span className="min-w-0 truncate text-sm text-muted">{summary || t.noSummary}</span>
            </span>
            {count > 0 && (
              <span className={problemBadge}>
                <InterfaceIcon name="alert-circle" className="size-3.5" />
                {t.needsAttention(count)}
              </span>
            )}
          </button>
        </h3>
        <PanelActions
          base={base}
          id={id}
          name={name}
          first={position === 0}
          last={position === total - 1}
          known={block !== null}
          full={props.full}
          adding={props.adding}
          actions={actions}
          onAddAfter={props.onAddAfter}
        />
      </div>
      <div
        id={bodyId}
        hidden={!open}
        className="flex flex-col gap-5 border-t border-border p-3 sm:p-5"
      >
        {/* Closed blocks render no fields: a long page mounts only the ones being edited. */}
        {open &&
          (block ? (
            <BlockFields
              block={block}
              problems={problems}
              base={blockFieldsId(base, id)}
              change={change}
            />
          ) : (
            <p className="text-sm text-foreground">{summary}</p>
          ))}
      </div>
    </section>
  );
});
