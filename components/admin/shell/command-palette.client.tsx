"use client";

import { useRouter } from "next/navigation";
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { loadPaletteEntries } from "./palette-actions";
import { commandPalette as t } from "@/content/admin";
import { matchEntries, type PaletteEntry } from "./palette-entries";
import { field, secondaryButton } from "./styles";

/** More results than this are counted, not listed: more words narrow them. */
const SHOWN = 40;

/**
 * Ctrl+K (Command+K on a Mac), or its button, opens a search over every room, page, text and
 * item; arrows choose, Enter opens, Escape closes. A combobox with a listbox, so screen readers
 * hear the option chosen while the focus stays in the search field.
 */
export function CommandPalette() {
  const router = useRouter();
  const ids = { title: useId(), input: useId(), list: useId(), status: useId(), hint: useId() };
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<PaletteEntry[] | "loading" | "failed" | null>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);

  const loading = useRef(false);

  // Read each time it opens (items come and go while the admin stays open); the last list
  // stays on screen meanwhile.
  const openPalette = useCallback(() => {
    setOpen(true);
    if (loading.current) return;
    loading.current = true;
    setEntries((current) => (Array.isArray(current) ? current : "loading"));
    loadPaletteEntries()
      .then((loaded) => setEntries(loaded ?? "failed"))
      .catch(() => setEntries((current) => (Array.isArray(current) ? current : "failed")))
      .finally(() => {
        loading.current = false;
      });
  }, []);

  useEffect(() => {
    // Command+K on a Mac (where Ctrl+K deletes to the end of the line), Ctrl+K elsewhere.
    const mac = /Mac|iPhone|iPad/.test(navigator.userAgent);
    const onKey = (event: globalThis.KeyboardEvent) => {
      const modifier = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
      if (
        !modifier ||
        event.shiftKey ||
        event.altKey ||
        event.isComposing ||
        event.defaultPrevented ||
        event.key.toLowerCase() !== "k"
      ) {
        return;
      }
      event.preventDefault();
      openPalette();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openPalette]);

  // showModal puts the focus in the search field, the dialog's first control.
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  const results = Array.isArray(entries) ? matchEntries(entries, query, SHOWN) : null;
  const shown = results?.shown ?? [];
  const chosen = Math.min(active, Math.max(0, shown.length - 1));

  function close() {
    setOpen(false);
    setQuery("");
    setActive(0);
  }

  function go(entry: PaletteEntry | undefined) {
    if (!entry) return;
    close();
    router.push(entry.href);
  }

  // The chosen option stays in sight as the arrows move through a long list.
  useEffect(() => {
    document.getElementById(`${ids.list}-${chosen}`)?.scrollIntoView({ block: "nearest" });
  }, [chosen, ids.list]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((chosen + step + shown.length) % Math.max(1, shown.length));
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      go(shown[chosen]);
    }
  }

  const status =
    entries === "loading" || entries === null
      ? t.loading
      : entries === "failed"
        ? t.failed
        : shown.length === 0
          ? t.none(query)
          : t.count(shown.length, results?.total ?? 0);

  return (
    <>
      <button
        type="button"
        onClick={openPalette}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex min-h-11 w-full shrink-0 items-center justify-between gap-3 rounded-full border border-border bg-background px-4 text-sm text-muted hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-ring lg:rounded-lg"
      >
        {t.open}
        <kbd className="hidden rounded border border-border px-1.5 font-sans text-xs lg:inline">
          {t.shortcut}
        </kbd>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={ids.title}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        className="mx-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-2xl border border-border bg-background p-0 text-foreground shadow-2xl backdrop:bg-black/50"
      >
        {open && (
          <div className="p-4 sm:p-5">
            <h2 id={ids.title} className="text-lg font-bold">
              {t.title}
            </h2>
            <label htmlFor={ids.input} className="sr-only">
              {t.label}
            </label>
            <input
              id={ids.input}
              role="combobox"
              aria-expanded={shown.length > 0}
              aria-controls={ids.list}
              aria-activedescendant={shown.length > 0 ? `${ids.list}-${chosen}` : undefined}
              aria-describedby={`${ids.status} ${ids.hint}`}
              aria-autocomplete="list"
              autoComplete="off"
              spellCheck={false}
              value={query}
              placeholder={t.placeholder}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              className={field}
            />
            <div className="mt-2 flex items-start justify-between gap-3">
              <div className="text-xs text-muted">
                <p id={ids.status} aria-live="polite">
                  {status}
                </p>
                <p id={ids.hint}>{t.hint}</p>
              </div>
              <button type="button" onClick={close} className={secondaryButton}>
                {t.close}
              </button>
            </div>
            <ul
              id={ids.list}
              role="listbox"
              aria-label={t.label}
              className="mt-3 max-h-[55vh] overflow-y-auto"
            >
              {shown.map((entry, position) => (
                // The combobox handles the keyboard (aria-activedescendant); a click is the
                // pointer's way to the same choice.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${entry.kind}:${entry.href}`}
                  id={`${ids.list}-${position}`}
                  role="option"
                  aria-selected={position === chosen}
                  onClick={() => go(entry)}
                  onMouseMove={() => setActive(position)}
                  className={`flex min-h-11 cursor-pointer flex-col justify-center rounded-lg px-3 py-2 ${
                    position === chosen ? "bg-surface-strong" : ""
                  }`}
                >
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="truncate text-sm font-medium text-foreground">
                      {entry.label}
                    </span>
                    <span className="shrink-0 text-xs text-muted">{t.kinds[entry.kind]}</span>
                  </span>
                  {entry.detail && (
                    <span className="truncate text-xs text-muted">{entry.detail}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </dialog>
    </>
  );
}
