import { useCallback, useEffect, useState } from "react";
import { adminText } from "@/content/admin";
import { showToast } from "@/lib/toast";
import type { ItemDraft } from "@/lib/collections/staged";
import type { ItemRef, TextRef } from "@/lib/staged-changes/choice";
import { type Draft, type DraftSource, unscheduled } from "./drafts-source";
import { reloadOnReconnect } from "../shell/reload-on-reconnect";
import { useExclusive } from "../shell/use-exclusive";

const t = adminText.drafts;

export type DraftList =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; drafts: Draft[]; items: ItemDraft[] };

export interface Drafts {
  list: DraftList;
  busy: boolean;
  /** The staged text of a key: a string, null for back-to-default, undefined when none. */
  staged(key: string): Draft | undefined;
  /** True once the key is staged. */
  stage(key: string, value: string | null): Promise<boolean>;
  /** Discards the versions of texts and items named; asks first when that is more than one. */
  discard(texts: readonly TextRef[], items?: readonly ItemRef[]): Promise<void>;
  publishAll(): Promise<void>;
}

/** The shared stage: what editors have staged, live, and the actions on it. */
export function useDrafts(source: DraftSource | null): Drafts {
  const [list, setList] = useState<DraftList>({ state: "loading" });
  const [busy, setBusy] = useState(false);
  const { run: exclusive } = useExclusive(
    useCallback((running: true | null) => setBusy(running !== null), []),
  );

  const load = useCallback(async () => {
    if (!source) return;
    const [texts, items] = await Promise.all([source.list(), source.listItems()]);
    setList(
      !texts.ok
        ? { state: "failed", message: texts.message }
        : !items.ok
          ? { state: "failed", message: items.message }
          : { state: "loaded", drafts: texts.data, items: items.data },
    );
  }, [source]);

  useEffect(() => {
    if (!source) return;
    const initial = setTimeout(() => void load(), 0);
    const stop = source.watch(
      () => void load(),
      reloadOnReconnect(() => void load()),
    );
    return () => {
      clearTimeout(initial);
      stop();
    };
  }, [source, load]);

  const failed = (title: string, message: string) =>
    void showToast({ title, description: message, variant: "destructive" });

  const drafts = list.state === "loaded" ? list.drafts : [];
  // What Publish takes: not what waits for its scheduled time.
  const stagedCount =
    list.state === "loaded" ? unscheduled(list.drafts).length + unscheduled(list.items).length : 0;

  return {
    list,
    busy,
    staged: (key) => drafts.find((draft) => draft.content_key === key),
    async stage(key, value) {
      if (!source) return false;
      const result = await exclusive(true, () => source.stage(key, value));
      if (!result) return false;
      if (!result.ok) {
        failed(t.stageFailed, result.message);
        return false;
      }
      void showToast({ title: t.staged, description: t.stagedText(key) });
      await load();
      return true;
    },
    async discard(texts, items = []) {
      const count = texts.length + items.length;
      if (!source || count === 0) return;
      if (count > 1 && !window.confirm(t.confirmDiscardAll(count))) return;
      const result = await exclusive(true, () =>
        source.discard({ texts: [...texts], items: [...items] }),
      );
      if (!result) return;
      if (!result.ok) {
        failed(t.discardFailed, result.message);
        return;
      }
      void showToast({ title: t.discarded, description: t.discardedText(result.data) });
      await load();
    },
    async publishAll() {
      if (!source || stagedCount === 0) return;
      if (!window.confirm(t.confirmPublish(stagedCount))) return;
      const result = await exclusive(true, () => source.publish());
      if (!result) return;
      if (!result.ok) {
        failed(t.publishFailed, result.message);
        return;
      }
      void showToast({ title: t.published, description: t.publishedText(result.data) });
      await load();
    },
  };
}
