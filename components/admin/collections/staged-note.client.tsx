"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { discardStagedItem } from "./actions";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "@/lib/collections/specs";
import { collectionPath } from "@/lib/collections/fields";
import type { CollectionName } from "@/lib/collections/registry";
import { showToast } from "@/lib/toast";
import { PreviewLink } from "../review/preview-link";
import { dangerButton, secondaryButton } from "../shell/styles";

const t = collectionsText.staging;

/** An item's staged version, as its form shows it. */
export interface StagedItem {
  itemId: string;
  stagedAt: string;
  /** A new item, a change to one on the site, or its removal. */
  kind: "new" | "change" | "removal";
  /** The item changed on the site after this was staged: publishing it would be refused. */
  overtaken: boolean;
  who: string;
  when: string;
  /** The public page the item shows on, to preview it there. */
  previewPath: string;
}

interface StagedNoteProps {
  collection: CollectionName;
  staged: StagedItem;
  name: string;
}

/** Says the form shows a staged version, with preview, publish and discard. */
export function StagedNote({ collection, staged, name }: StagedNoteProps) {
  const router = useRouter();
  const [busy, startDiscard] = useTransition();
  const item = collectionSpecs[collection].item;
  const text = staged.overtaken
    ? t.overtaken(staged.who, staged.when)
    : staged.kind === "new"
      ? t.notYetLive(staged.who, staged.when, item)
      : staged.kind === "removal"
        ? t.removal(staged.who, staged.when, item)
        : t.shows(staged.who, staged.when);

  const discard = () => {
    if (!window.confirm(t.confirmDiscard)) return;
    startDiscard(async () => {
      const result = await discardStagedItem(collection, {
        itemId: staged.itemId,
        stagedAt: staged.stagedAt,
      }).catch(() => ({
        ok: false as const,
        message: collectionsText.toasts.network,
      }));
      if (!result.ok) {
        void showToast({
          title: collectionsText.toasts.failed,
          description: result.message,
          variant: "destructive",
        });
        return;
      }
      void showToast({ title: t.discarded, description: t.discardedText(name) });
      if (staged.kind === "new") router.push(collectionPath(collection));
      router.refresh();
    });
  };

  return (
    <div
      data-testid="staged-note"
      className="mb-6 rounded-xl border border-accent/40 bg-surface p-4 text-sm text-foreground"
    >
      <p className="flex items-start gap-2">
        <InterfaceIcon name="pencil" className="mt-0.5 size-4 shrink-0 text-accent" />
        {text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <PreviewLink path={staged.previewPath}>{t.preview}</PreviewLink>
        <Link href="/admin#staged-changes" prefetch={false} className={secondaryButton}>
          {t.publish}
        </Link>
        <button type="button" onClick={discard} disabled={busy} className={dangerButton}>
          <InterfaceIcon name="trash" className="size-4" />
          {t.discard}
        </button>
      </div>
    </div>
  );
}
