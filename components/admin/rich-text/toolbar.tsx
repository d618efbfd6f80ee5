import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { richTextEditorText } from "@/content/admin-rich-text";

const ITEM = "[data-toolbar-item]";

interface ToolbarProps {
  label: string;
  /** Ties the toolbar to the text it formats. */
  controls?: string;
  /** Escape: back to the text. */
  onEscape?: () => void;
  /** Lets the editor move the focus here (Alt+F10): focus the toolbar's one tab stop. */
  ref?: RefObject<HTMLDivElement | null>;
  className?: string;
  children: ReactNode;
}

const itemsOf = (toolbar: HTMLElement | null) =>
  Array.from(toolbar?.querySelectorAll<HTMLElement>(ITEM) ?? []);

/** Moves the focus to the toolbar's tab stop: the button used last, or the first. */
export function focusToolbar(toolbar: HTMLElement | null) {
  const items = itemsOf(toolbar);
  (items.find((item) => item.tabIndex === 0) ?? items[0])?.focus();
}

/**
 * A toolbar with one Tab stop: the arrow keys, Home and End move between its buttons, and the
 * button used last keeps the stop. Buttons come and go (a table's own appear inside a table),
 * so the stop is set on whatever the toolbar holds after each render.
 */
export function Toolbar({ label, controls, onEscape, ref, className, children }: ToolbarProps) {
  const own = useRef<HTMLDivElement | null>(null);
  const current = useRef(0);

  const setStop = (index: number) => {
    const items = itemsOf(own.current);
    if (items.length === 0) return;
    current.current = Math.max(0, Math.min(index, items.length - 1));
    items.forEach((item, position) => {
      item.tabIndex = position === current.current ? 0 : -1;
    });
  };

  const moveStopTo = (target: EventTarget) => {
    const at = itemsOf(own.current).findIndex((item) => item.contains(target as Node));
    if (at !== -1) setStop(at);
  };

  useLayoutEffect(() => setStop(current.current));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(own.current);
    const at = items.indexOf(event.target as HTMLElement);
    if (at === -1) return;
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowDown: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      ArrowUp: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    if (event.key === "Escape" && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setStop(next);
    items[next].focus();
  };

  return (
    <div
      ref={(element) => {
        own.current = element;
        if (ref) ref.current = element;
      }}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      onFocus={(event) => moveStopTo(event.target)}
      // A mouse press keeps the focus in the text, yet the button clicked becomes the stop.
      onClickCapture={(event) => moveStopTo(event.target)}
      className={className}
    >
      {children}
    </div>
  );
}

interface ToolbarButtonProps {
  /** The button's name; with `keys`, its tooltip says which keys do the same. */
  label: string;
  keys?: string;
  /** For a mark or a block type: whether it is on where the cursor is. */
  pressed?: boolean;
  disabled?: boolean;
  /** Shows the label as text rather than only naming an icon. */
  showLabel?: boolean;
  onClick: () => void;
  children?: ReactNode;
}

const buttonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-50 sm:min-h-9 sm:min-w-9";

/**
 * A toolbar button. It stays focusable when it cannot act (aria-disabled), so arrowing along the
 * toolbar never skips a place, and a mouse press leaves the text's selection where it was.
 */
export function ToolbarButton({
  label,
  keys,
  pressed,
  disabled = false,
  showLabel = false,
  onClick,
  children,
}: ToolbarButtonProps) {
  const state =
    pressed === true
      ? "border-accent bg-surface-strong text-accent"
      : "border-transparent bg-transparent text-foreground hover:border-border hover:text-accent";
  return (
    <button
      type="button"
      data-toolbar-item=""
      aria-label={showLabel ? undefined : label}
      title={keys ? richTextEditorText.toolbar.withKeys(label, keys) : label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className={`${buttonClass} ${state}`}
    >
      {children}
      {showLabel && label}
    </button>
  );
}
