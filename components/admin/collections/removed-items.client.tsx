"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { restoreItem } from "./actions";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import type { CollectionName } from "@/lib/collections/registry";
import { showToast } from "@/lib/toast";
import { card, secondaryButton } from "../shell/styles";

const t = collectionsText;

export interface RemovedEntry {
  id: string;
  name: string;
  /** When and by whom, as words. */
  detail: string;
}

/** The collection's removed items, each with a way back: what Undo does, after its toast. */
export function RemovedItems({
  collection,
  items,
}: {
  collection: CollectionName;
  items: readonly RemovedEntry[];
}) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);

  const putBack = async (item: RemovedEntry) => {
    if (busy) return;
    setBusy(item.id);
    try {
      const result = await restoreItem(collection, item.id);
      void showToast(
        result.ok
          ? { title: t.toasts.restored, description: t.toasts.restoredText(item.name) }
          : { title: t.toasts.failed, description: result.message, variant: "destructive" },
      );
    } catch {
      void showToast({
        title: t.toasts.failed,
        description: t.toasts.network,
        variant: "destructive",
      });
    } finally {
      setBusy(null);
      router.refresh();
    }
  };

  return (
    <section aria-labelledby="recently-removed" className={`${card} mt-8`}>
      <h2 id="recently-removed" className="text-xl font-bold tracking-tight text-foreground">
        {t.removed.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.removed.text}</p>
      <ul className="mt-4 flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-foreground">{item.name}</p>
              <p className="text-xs text-muted">{item.detail}</p>
            </div>
            <button
              type="button"
              onClick={() => void putBack(item)}
              aria-disabled={busy !== null}
              aria-label={t.list.itemAction(t.removed.putBack, item.name)}
              className={`${secondaryButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
            >
              <InterfaceIcon name="arrow-up" className="size-4" />
              {t.removed.putBack}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
