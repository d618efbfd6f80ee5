import { type KeyboardEvent, useEffect, useRef } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { blockTypeHints, blockTypeNames } from "@/content/admin-blocks";
import { blockEditorText } from "@/content/admin-block-editor";
import { BLOCK_TYPES, type BlockType } from "@/lib/blocks/types";
import { iconButton } from "./styles";

const t = blockEditorText.chooser;

interface AddBlockChooserProps {
  id: string;
  title: string;
  onChoose: (type: BlockType) => void;
  /** Closes it without adding; whoever opened it takes the focus back. */
  onClose: () => void;
}

/** The keys that move between the kinds, as in a menu; Tab moves between them too. */
const STEPS: Partial<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The kinds of block, each a button with what it shows, that adds one. It opens with the focus
 * on the first kind; Escape or Close shuts it.
 */
export function AddBlockChooser({ id, title, onChoose, onClose }: AddBlockChooserProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => list.current?.querySelector("button")?.focus(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    const step = STEPS[event.key];
    const kinds = [...(list.current?.querySelectorAll("button") ?? [])];
    const at = kinds.indexOf(event.currentTarget);
    if (!step || at === -1) return;
    event.preventDefault();
    kinds[step(at, kinds.length)]?.focus();
  };

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={`${id}-title`}
      className="mt-3 rounded-2xl border border-border bg-surface p-3 shadow-sm sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-title`} className="text-sm font-semibold text-foreground">
          {title}
        </p>
        <button
          type="button"
          aria-label={t.close}
          title={t.close}
          onClick={onClose}
          onKeyDown={onKeyDown}
          className={iconButton}
        >
          <InterfaceIcon name="close" className="size-4" />
        </button>
      </div>
      <ul ref={list} className="mt-3 grid gap-2 sm:grid-cols-2">
        {BLOCK_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              aria-labelledby={`${id}-${type}`}
              aria-describedby={`${id}-${type}-hint`}
              onClick={() => onChoose(type)}
              onKeyDown={onKeyDown}
              className="flex h-full min-h-11 w-full flex-col items-start gap-0.5 rounded-xl border border-border bg-background px-3 py-2 text-left text-foreground hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span id={`${id}-${type}`} className="font-semibold">
                {blockTypeNames[type]}
              </span>
              <span id={`${id}-${type}-hint`} className="text-sm text-muted">
                {blockTypeHints[type]}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
