"use client";

import { useCallback, useMemo, useState } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { blockEditorText } from "@/content/admin-block-editor";
import { isKnownBlock } from "@/lib/blocks/known-blocks";
import { type BlockType, BLOCKS_MAX } from "@/lib/blocks/types";
import type { FieldChoices } from "@/lib/collections/field-choices";
import { described, FieldError } from "../shell/field";
import {
  hint as hintClass,
  label as labelClass,
  largeHint,
  secondaryButton,
} from "../shell/styles";
import { AddBlockChooser } from "./add-block-chooser";
import { BlockEditorContext, type BlockEditorShared } from "./block-editor-context";
import { addButtonId, panelPartId } from "./block-ids";
import { type BlockProblems, problemCount, problemsOf } from "./block-problems";
import { BlockPanel } from "./block-panel";
import { blockName } from "./block-summary";
import { entryKey } from "./layout-edits";
import { useAnnouncer } from "./use-announcer";
import { useBlockActions } from "./use-block-actions";
import { useBlockDrag } from "./use-block-drag";
import { useBlockFromAddress } from "./use-block-from-address";
import { useLayoutValue } from "./use-layout-value";
import { usePendingFocus } from "./use-pending-focus";

const t = blockEditorText;

/** A kind of block this editor does not know cannot be saved: its panel says so. */
const FOREIGN: BlockProblems = { type: t.unknownType("") };

interface BlocksFieldProps {
  /** The field's id, which every element id of the editor starts with. */
  id: string;
  /** The field's name, by which the form finds it to show a problem. */
  name: string;
  label: string;
  hint?: string;
  /** The layout's JSON: the form's value of the field. */
  value: string;
  /** The form's message for the whole layout, once it has tried to save. */
  error?: string;
  choices: FieldChoices;
  /** Where rich-text blocks keep what is typed until the page is saved (with their ids). */
  draftKey: string;
  onChange: (value: string) => void;
}

/**
 * A page's blocks in its form, top to bottom: each a panel that opens to its fields, shows its
 * problems as they are typed, and is moved by dragging or by its Move buttons; blocks are added
 * at the end or after any block, copied and removed. The form's value stays the layout's JSON.
 */
export function BlocksField(props: BlocksFieldProps) {
  const { id: base, name, label, hint, error, choices, draftKey } = props;
  const { text: announcement, announce } = useAnnouncer();
  const focus = usePendingFocus();
  const { entries, read, commit } = useLayoutValue(props.value, props.onChange);
  const { open, actions } = useBlockActions({ base, read, commit, announce, focus });
  const { dragged, target, handlers } = useBlockDrag(read, actions.moveTo);
  /** Where the chooser of a new block is open: after a block (its id), or at the end (null). */
  const [adding, setAdding] = useState<{ after: string | null } | null>(null);

  const linksId = `${base}-links`;
  const shared = useMemo<BlockEditorShared>(
    () => ({ choices, draftKey, linksId, announce }),
    [choices, draftKey, linksId, announce],
  );
  const keys = entries.map((entry, position) => entryKey(entry, position));
  const problems = entries.map((entry) => (isKnownBlock(entry) ? problemsOf(entry) : FOREIGN));
  const firstProblem = problems.findIndex((found) => problemCount(found) > 0);
  const { toggle } = actions;
  const show = useCallback(
    (key: string) => {
      toggle(key);
      focus(panelPartId(base, key, "toggle"));
    },
    [toggle, focus, base],
  );
  useBlockFromAddress(keys, show);
  const full = entries.length >= BLOCKS_MAX;

  const onAddAfter = useCallback(
    (after: string) => setAdding((current) => (current?.after === after ? null : { after })),
    [],
  );
  const triggerOf = (after: string | null) =>
    after === null ? addButtonId(base) : panelPartId(base, after, "add");
  const close = () => {
    if (adding) focus(triggerOf(adding.after));
    setAdding(null);
  };
  const choose = (type: BlockType) => {
    actions.add(type, adding?.after ?? null);
    setAdding(null);
  };
  const chooser = (after: { entry: unknown; position: number } | null) => (
    <AddBlockChooser
      id={`${triggerOf(after && keys[after.position]!)}-chooser`}
      title={
        after === null
          ? t.chooser.title
          : t.chooser.titleAfter(
              blockName(isKnownBlock(after.entry) ? after.entry : null, after.position),
            )
      }
      onChoose={choose}
      onClose={close}
    />
  );

  const hintId = `${base}-hint`;
  const countId = `${base}-count`;
  const errorId = `${base}-error`;
  return (
    <BlockEditorContext value={shared}>
      <section
        aria-labelledby={`${base}-label`}
        aria-describedby={described(hint && hintId, countId, error && errorId)}
      >
        <h2 id={`${base}-label`} className={labelClass}>
          {label}
        </h2>
        {hint && (
          <p id={hintId} className={hintClass}>
            {hint}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p id={countId} className="text-sm text-muted">
            {t.count(entries.length, BLOCKS_MAX)}
          </p>
          {entries.length > 0 && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => actions.setAllOpen(true)}
                className={secondaryButton}
              >
                {t.openAll}
              </button>
              <button
                type="button"
                onClick={() => actions.setAllOpen(false)}
                className={secondaryButton}
              >
                {t.closeAll}
              </button>
            </div>
          )}
        </div>
        {entries.length > 1 && <p className={largeHint}>{t.reorderHint}</p>}
        <datalist id={linksId}>
          {choices.links.map((link) => (
            <option key={link.value} value={link.value} label={link.label} />
          ))}
        </datalist>
        {entries.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-border p-4 text-sm text-muted">
            {t.empty}
          </p>
        ) : (
          <ol className="mt-3 flex flex-col gap-3">
            {entries.map((entry, position) => {
              const key = keys[position]!;
              return (
                <li
                  key={key}
                  onDragOver={(event) => handlers.over(key, event)}
                  onDrop={(event) => handlers.drop(key, event)}
                >
                  <BlockPanel
                    base={base}
                    entry={entry}
                    id={key}
                    position={position}
                    total={entries.length}
                    open={open.has(key)}
                    problems={problems[position]!}
                    full={full}
                    problemField={position === firstProblem ? name : undefined}
                    dragging={dragged === key}
                    dropSide={target?.id === key && dragged !== key ? target.side : null}
                    adding={adding?.after === key}
                    actions={actions}
                    drag={handlers}
                    onAddAfter={onAddAfter}
                  />
                  {adding?.after === key && chooser({ entry, position })}
                </li>
              );
            })}
          </ol>
        )}
        {error && <FieldError id={errorId}>{error}</FieldError>}
        {full && <p className={largeHint}>{t.full(BLOCKS_MAX)}</p>}
        <button
          id={addButtonId(base)}
          type="button"
          aria-expanded={adding?.after === null}
          aria-disabled={full || undefined}
          data-field={firstProblem === -1 ? name : undefined}
          onClick={() => {
            if (!full) setAdding((current) => (current?.after === null ? null : { after: null }));
          }}
          className={`${secondaryButton} mt-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        >
          <InterfaceIcon name="plus" className="size-4" />
          {t.addBlock}
        </button>
        {adding?.after === null && chooser(null)}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>
    </BlockEditorContext>
  );
}
