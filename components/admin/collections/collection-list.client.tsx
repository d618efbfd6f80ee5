"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { type DragEvent, useState } from "react";
import { removeItem, restoreItem, saveOrder } from "./actions";
import { InterfaceIcon, type InterfaceIconName } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "@/lib/collections/specs";
import { collectionPath } from "@/lib/collections/fields";
import { type ListedItem } from "@/lib/collections/item-values";
import type { CollectionName } from "@/lib/collections/registry";
import { showToast } from "@/lib/toast";
import { card } from "../shell/styles";
import { EditItemLink } from "./edit-item-link";
import { RemoveDialog } from "./remove-dialog.client";

const t = collectionsText;

interface CollectionListProps {
  collection: CollectionName;
  items: readonly ListedItem[];
  /** Items with a staged version, not yet published. */
  stagedIds?: readonly string[];
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

const LIST_ID = "collection-items";

const iconButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border bg-background text-foreground hover:border-accent hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

/**
 * A collection's items in the site's order. Its links are not prefetched: each item's form is
 * rendered per request from the database, and a list of dozens would ask for every one.
 * Reordering shows at once and is saved straight after; if the save fails the list goes back to
 * the stored order and says why.
 */
export function CollectionList({ collection, items: stored, stagedIds = [] }: CollectionListProps) {
  const spec = collectionSpecs[collection];
  const router = useRouter();
  const [items, setItems] = useState(stored);
  // The list stays mounted when the server's list arrives (after a refresh), so focus stays on
  // the button an editor pressed; the stored order replaces the shown one.
  const [shownFrom, setShownFrom] = useState(stored);
  if (shownFrom !== stored) {
    setShownFrom(stored);
    setItems(stored);
  }
  const [dragged, setDragged] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs one write at a time; a thrown error (the network) is reported, never lost. */
  const run = async (write: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await write();
    } catch {
      setItems(stored);
      void showToast({
        title: t.toasts.failed,
        description: t.toasts.network,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
      router.refresh();
    }
  };

  const reorder = (from: number, to: number) => {
    if (busy || to < 0 || to >= items.length || from === to) return;
    const next = moved(items, from, to);
    const item = items[from]!;
    setItems(next);
    void run(async () => {
      const result = await saveOrder(
        collection,
        next.map((candidate) => candidate.id),
      );
      if (result.ok) {
        void showToast({
          title: t.toasts.moved,
          description: t.toasts.movedText(item.name, to + 1, next.length),
        });
      } else {
        setItems(stored);
        void showToast({
          title: t.toasts.failed,
          description: result.message,
          variant: "destructive",
        });
      }
    });
  };

  const undo = (item: ListedItem) =>
    run(async () => {
      const restored = await restoreItem(collection, item.id);
      void showToast(
        restored.ok
          ? { title: t.toasts.restored, description: t.toasts.restoredText(item.name) }
          : { title: t.toasts.failed, description: restored.message, variant: "destructive" },
      );
    });

  // Items with a page ask in a dialog, which also offers where the address goes; others confirm.
  const [removing, setRemoving] = useState<{ item: ListedItem; position: number } | null>(null);

  const remove = (item: ListedItem, position: number) => {
    if (busy) return;
    if (spec.overview) setRemoving({ item, position });
    else if (window.confirm(t.list.confirmRemove(item.name))) removeNow(item, position, null);
  };

  const removeNow = (item: ListedItem, position: number, redirectTo: string | null) =>
    void run(async () => {
      const result = await removeItem(collection, item.id, redirectTo);
      if (!result.ok) {
        void showToast({
          title: t.toasts.failed,
          description: result.message,
          variant: "destructive",
        });
        return;
      }
      setItems((current) => current.filter((candidate) => candidate.id !== item.id));
      // Focus goes to the item that took its place (or the one before), not to the page's start.
      const names = document
        .getElementById(LIST_ID)
        ?.querySelectorAll<HTMLElement>("[data-item-name]");
      const next = names?.[position + 1] ?? names?.[position - 1];
      next?.focus();
      void showToast({
        title: t.toasts.removed,
        description: redirectTo
          ? t.toasts.removedTo(item.name, redirectTo)
          : t.toasts.removedText(item.name),
        action: { label: t.toasts.undo, onClick: () => void undo(item) },
      });
    });

  const onDrop = (event: DragEvent, target: number) => {
    event.preventDefault();
    const from = items.findIndex((item) => item.id === dragged);
    setDragged(null);
    if (from !== -1) reorder(from, target);
  };

  if (items.length === 0) {
    return <p className={`${card} text-muted`}>{t.list.empty(spec.items)}</p>;
  }

  const action = (
    label: string,
    name: string,
    icon: InterfaceIconName,
    onClick: () => void,
    disabled = false,
  ) => (
    <button
      type="button"
      onClick={onClick}
      // aria-disabled keeps the focus on the button while a write runs; a disabled one loses it.
      aria-disabled={busy || disabled}
      aria-label={t.list.itemAction(label, name)}
      title={label}
      className={iconButton}
    >
      <InterfaceIcon name={icon} className="size-4" />
    </button>
  );

  return (
    <>
      {spec.overview && (
        <RemoveDialog
          item={removing?.item ?? null}
          targets={[
            spec.overview,
            ...items.map((candidate) => ({ path: candidate.href, label: candidate.name })),
          ]}
          onCancel={() => setRemoving(null)}
          onRemove={(redirectTo) => {
            if (!removing) return;
            setRemoving(null);
            removeNow(removing.item, removing.position, redirectTo);
          }}
        />
      )}
      {spec.ordered && <p className="mb-3 text-sm text-muted">{t.list.reorderHint}</p>}
      <ol id={LIST_ID} aria-label={spec.title} aria-busy={busy} className="flex flex-col gap-2">
        {items.map((item, position) => (
          <li
            key={item.id}
            draggable={spec.ordered && !busy}
            onDragStart={(event) => {
              setDragged(item.id);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, position)}
            className={`flex flex-col gap-3 rounded-2xl border bg-surface p-3 sm:flex-row sm:items-center sm:p-4 ${
              dragged === item.id ? "border-accent opacity-60" : "border-border"
            }`}
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              {spec.ordered && (
                <>
                  <span
                    aria-hidden="true"
                    title={t.list.dragHandle(item.name)}
                    className="hidden cursor-grab text-muted sm:inline-flex"
                  >
                    <InterfaceIcon name="grip" className="size-5" />
                  </span>
                  <span className="w-7 shrink-0 text-right text-sm text-muted">
                    {position + 1}.
                  </span>
                </>
              )}
              <div className="min-w-0">
                <Link
                  href={collectionPath(collection, `/${item.id}`)}
                  prefetch={false}
                  data-item-name
                  className="font-semibold break-words text-foreground hover:text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {item.name}
                </Link>
                {stagedIds.includes(item.id) && (
                  <span
                    title={t.staging.badgeLabel(item.name)}
                    className="ml-2 inline-block rounded-full border border-accent/40 px-2 text-xs font-medium text-accent"
                  >
                    {t.staging.badge}
                  </span>
                )}
                <p
                  className={`truncate text-xs text-muted ${item.detailIsAddress ? "font-mono" : ""}`}
                >
                  {item.detail}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              {spec.ordered && (
                <>
                  {action(
                    t.list.moveUp,
                    item.name,
                    "arrow-up",
                    () => reorder(position, position - 1),
                    position === 0,
                  )}
                  {action(
                    t.list.moveDown,
                    item.name,
                    "arrow-down",
                    () => reorder(position, position + 1),
                    position === items.length - 1,
                  )}
                  <Link
                    href={collectionPath(collection, `/new?from=${item.id}`)}
                    prefetch={false}
                    aria-label={t.list.itemAction(t.list.duplicate, item.name)}
                    title={t.list.duplicate}
                    className={iconButton}
                  >
                    <InterfaceIcon name="copy" className="size-4" />
                  </Link>
                </>
              )}
              <a
                href={item.href}
                target="_blank"
                rel="noopener"
                aria-label={t.list.itemAction(t.list.view, item.name)}
                title={t.list.view}
                className={iconButton}
              >
                <InterfaceIcon name="external" className="size-4" />
              </a>
              {action(t.list.remove, item.name, "trash", () => remove(item, position))}
              <EditItemLink collection={collection} id={item.id} name={item.name} />
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
