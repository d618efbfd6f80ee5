"use client";

import { LazyMotion, domAnimation, m, useReducedMotion } from "framer-motion";
import { Icon } from "@/components/ui/icon";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { adminText, STAGGER_SECONDS } from "@/content/admin";
import { createClient } from "@/lib/supabase/client";
import { showToast } from "@/lib/toast";
import { ContentItemView, type Busy, type EditState } from "./content-item.client";
import {
  applyChange,
  changeKey,
  sameInstant,
  sortByCreated,
  validateNewContent,
  validateValue,
  type ChangeEvent,
  type ContentItem,
} from "./content-list";
import type { PublishResult } from "@/app/admin/actions";
import { supabaseSource, type ChannelStatus, type ContentDataSource } from "./data-source";
import { card, field, label, primaryButton } from "./styles";

type LoadState = "loading" | "loaded" | "error";
type LiveState =
  { state: "connecting" } | { state: "connected" } | { state: "issue"; message: string };

const t = adminText;
const OWN_WRITE_TTL_MS = 5000;

export interface SiteKeyInfo {
  key: string;
  location: string;
}

interface AdminPanelProps {
  /** Where the content comes from; the signed-in user's Supabase client unless a test passes one. */
  source?: ContentDataSource;
  /** Refreshes the public pages after a write (a server action that re-checks the caller). */
  publish?: () => Promise<PublishResult>;
  /** The keys the public pages read, with where each shows. */
  siteKeys?: readonly SiteKeyInfo[];
}

export function AdminPanel({ source: given, publish, siteKeys = [] }: AdminPanelProps) {
  const [source] = useState<ContentDataSource>(() => given ?? supabaseSource(createClient()));
  const [items, setItems] = useState<ContentItem[]>([]);
  const [load, setLoad] = useState<LoadState>("loading");
  const [banner, setBanner] = useState<string | null>(null);
  const [live, setLive] = useState<LiveState>({ state: "connecting" });
  const [busy, setBusy] = useState<Busy>(null);
  const [edits, setEdits] = useState<Record<string, EditState>>({});
  const [newKey, setNewKey] = useState("");
  const [newValue, setNewValue] = useState("");
  const reduceMotion = useReducedMotion();

  const itemsRef = useRef(items);
  const busyRef = useRef<Busy>(null);
  const ownWrites = useRef(new Set<string>());
  const hadIssue = useRef(false);
  /** Items present at the first load get the staggered entrance; later ones appear at once. */
  const [firstIds, setFirstIds] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const locations = useMemo(() => new Map(siteKeys.map((k) => [k.key, k.location])), [siteKeys]);
  const unusedKeys = useMemo(
    () => siteKeys.filter((k) => !items.some((item) => item.content_key === k.key)),
    [siteKeys, items],
  );

  /** The public pages read the text through a cache; expire it so they show the change. */
  const publishAfterWrite = async () => {
    if (!publish) return;
    const result = await publish().catch((error: unknown): PublishResult => ({
      ok: false,
      message: String(error),
    }));
    if (!result.ok) {
      void showToast({
        title: t.siteText.publishFailed,
        description: result.message,
        variant: "destructive",
      });
    }
  };

  const setBusyBoth = (value: Busy) => {
    busyRef.current = value;
    setBusy(value);
  };

  /** Marks a write of ours so its realtime echo does not announce itself as someone else's. */
  const markOwn = (token: string) => {
    ownWrites.current.add(token);
    setTimeout(() => ownWrites.current.delete(token), OWN_WRITE_TTL_MS);
  };

  const fetchAll = useCallback(
    async (silent: boolean) => {
      if (!silent) setLoad("loading");
      const result = await source.list();
      if (result.ok) {
        const sorted = sortByCreated(result.data);
        setFirstIds((ids) => ids ?? new Set(sorted.map((item) => item.id)));
        setItems(sorted);
        setLoad("loaded");
        // Drafts stay; an edited item that vanished or changed meanwhile says so in place.
        setEdits((current) => {
          let changed = false;
          const next: Record<string, EditState> = { ...current };
          for (const [id, edit] of Object.entries(current)) {
            const latest = sorted.find((item) => item.id === id);
            if (!latest && edit.conflict?.kind !== "deleted") {
              next[id] = { ...edit, conflict: { kind: "deleted" } };
              changed = true;
            } else if (
              latest &&
              !sameInstant(latest.updated_at, edit.base.updated_at) &&
              !(
                edit.conflict?.kind === "changed" &&
                edit.conflict.latest.updated_at === latest.updated_at
              )
            ) {
              next[id] = { ...edit, conflict: { kind: "changed", latest, refused: false } };
              changed = true;
            }
          }
          return changed ? next : current;
        });
      } else {
        setLoad("error");
        setBanner(t.banners.load(result.message));
        void showToast({
          title: t.toasts.loadError,
          description: result.message,
          variant: "destructive",
        });
      }
    },
    [source],
  );

  const onChange = useCallback((change: ChangeEvent) => {
    const key = changeKey(itemsRef.current, change);
    setItems((current) => applyChange(current, change));

    const id = change.eventType === "DELETE" ? change.old.id : change.new.id;
    const savingThis = busyRef.current?.kind === "save" && busyRef.current.id === id;
    setEdits((current) => {
      const edit = current[id];
      if (!edit || savingThis) return current;
      if (change.eventType === "DELETE") {
        return { ...current, [id]: { ...edit, conflict: { kind: "deleted" } } };
      }
      if (
        change.eventType === "UPDATE" &&
        !sameInstant(change.new.updated_at, edit.base.updated_at)
      ) {
        return {
          ...current,
          [id]: { ...edit, conflict: { kind: "changed", latest: change.new, refused: false } },
        };
      }
      return current;
    });

    const token = change.eventType === "INSERT" ? `key:${change.new.content_key}` : `id:${id}`;
    if (ownWrites.current.delete(token)) return;
    void showToast({
      title: t.realtime.updateToast,
      description: t.realtime.updateDescription(key, t.realtime.eventNames[change.eventType]),
    });
  }, []);

  const onStatus = useCallback(
    (status: ChannelStatus, message?: string) => {
      if (status === "SUBSCRIBED") {
        setLive({ state: "connected" });
        // Back after a drop: fetch again so nothing that changed meanwhile is missed.
        if (hadIssue.current) {
          hadIssue.current = false;
          void fetchAll(true);
        }
        return;
      }
      const reason = message || t.realtime.reasons[status];
      setLive({ state: "issue", message: reason });
      if (!hadIssue.current) {
        hadIssue.current = true;
        void showToast({
          title: t.realtime.errorToast,
          description: t.realtime.issue(reason),
          variant: "destructive",
        });
      }
    },
    [fetchAll],
  );

  useEffect(() => {
    // Loading is asynchronous: state is only set once the request settles.
    const initial = setTimeout(() => void fetchAll(false), 0);
    const unsubscribe = source.subscribe(onChange, onStatus);
    return () => {
      clearTimeout(initial);
      unsubscribe();
    };
  }, [source, fetchAll, onChange, onStatus]);

  const unsaved = Object.values(edits).some(
    (edit) => edit.draft !== edit.base.content_value || edit.conflict !== null,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t.unsavedPrompt;
      return t.unsavedPrompt;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const updateEdit = (id: string, change: (edit: EditState) => EditState | null) =>
    setEdits((current) => {
      const edit = current[id];
      if (!edit) return current;
      const next = { ...current };
      const updated = change(edit);
      if (updated) next[id] = updated;
      else delete next[id];
      return next;
    });

  const save = async (id: string, base: ContentItem) => {
    const edit = edits[id];
    if (!edit || busyRef.current) return;
    const check = validateValue(edit.draft);
    if (!check.ok) {
      void showToast({ title: check.title, description: check.message, variant: "destructive" });
      return;
    }
    setBusyBoth({ kind: "save", id });
    markOwn(`id:${id}`);
    const result = await source.save(base, edit.draft);
    setBusyBoth(null);
    if (!result.ok) {
      ownWrites.current.delete(`id:${id}`);
      setBanner(t.banners.save(result.message));
      void showToast({
        title: t.toasts.saveError,
        description: result.message,
        variant: "destructive",
      });
      return;
    }
    const outcome = result.data;
    if (outcome.kind === "saved") {
      setItems((current) => applyChange(current, { eventType: "UPDATE", new: outcome.item }));
      updateEdit(id, () => null);
      void publishAfterWrite();
      void showToast({
        title: t.toasts.saved,
        description: t.toasts.savedText(outcome.item.content_key),
      });
      return;
    }
    ownWrites.current.delete(`id:${id}`);
    if (outcome.kind === "changed") {
      setItems((current) => applyChange(current, { eventType: "UPDATE", new: outcome.latest }));
      updateEdit(id, (e) => ({
        ...e,
        conflict: { kind: "changed", latest: outcome.latest, refused: true },
      }));
      void showToast({
        title: t.toasts.conflict,
        description: t.conflict.refusedTitle,
        variant: "destructive",
      });
    } else if (outcome.kind === "gone") {
      setItems((current) => applyChange(current, { eventType: "DELETE", old: { id } }));
      updateEdit(id, (e) => ({ ...e, conflict: { kind: "deleted" } }));
      void showToast({
        title: t.toasts.saveError,
        description: t.conflict.deletedTitle,
        variant: "destructive",
      });
    } else {
      setBanner(t.banners.save(t.notPermitted));
      void showToast({
        title: t.toasts.saveError,
        description: t.notPermitted,
        variant: "destructive",
      });
    }
  };

  const remove = async (item: ContentItem) => {
    if (busyRef.current || !window.confirm(t.list.confirmDelete(item.content_key))) return;
    setBusyBoth({ kind: "delete", id: item.id });
    markOwn(`id:${item.id}`);
    const result = await source.remove(item.id);
    setBusyBoth(null);
    if (!result.ok || !result.data) {
      ownWrites.current.delete(`id:${item.id}`);
      const message = result.ok ? t.notPermitted : result.message;
      setBanner(t.banners.delete(message));
      void showToast({ title: t.toasts.deleteError, description: message, variant: "destructive" });
      return;
    }
    setItems((current) => applyChange(current, { eventType: "DELETE", old: { id: item.id } }));
    updateEdit(item.id, () => null);
    void publishAfterWrite();
    void showToast({
      title: t.toasts.deleted,
      description: t.toasts.deletedText(item.content_key),
    });
  };

  /** Inserts a row; returns whether it worked. */
  const insert = async (key: string, value: string): Promise<boolean> => {
    setBusyBoth({ kind: "add" });
    markOwn(`key:${key}`);
    const result = await source.add(key, value);
    setBusyBoth(null);
    if (!result.ok) {
      ownWrites.current.delete(`key:${key}`);
      setBanner(t.banners.add(result.message));
      void showToast({
        title: t.toasts.addError,
        description: result.message,
        variant: "destructive",
      });
      return false;
    }
    setItems((current) => applyChange(current, { eventType: "INSERT", new: result.data }));
    void publishAfterWrite();
    void showToast({
      title: t.toasts.added,
      description: t.toasts.addedText(result.data.content_key),
    });
    return true;
  };

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busyRef.current) return;
    const key = newKey.trim();
    const check = validateNewContent(key, newValue, items);
    if (!check.ok) {
      void showToast({ title: check.title, description: check.message, variant: "destructive" });
      return;
    }
    if (await insert(key, newValue)) {
      setNewKey("");
      setNewValue("");
    }
  };

  const restore = async (id: string) => {
    const edit = edits[id];
    if (!edit || busyRef.current) return;
    const check = validateNewContent(edit.base.content_key, edit.draft, items);
    if (!check.ok) {
      void showToast({ title: check.title, description: check.message, variant: "destructive" });
      return;
    }
    if (await insert(edit.base.content_key, edit.draft)) updateEdit(id, () => null);
  };

  /** Rows to show: the list, plus any edited item someone deleted (its draft is kept). */
  const orphaned = Object.values(edits)
    .filter(
      (edit) => edit.conflict?.kind === "deleted" && !items.some((i) => i.id === edit.base.id),
    )
    .map((edit) => edit.base);
  const rows = [...items, ...orphaned];

  return (
    <div className="flex flex-col gap-6">
      <LiveBanner live={live} />

      {banner && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <Icon name="alert-circle" className="mt-0.5 size-5 shrink-0" />
          <p className="flex-1 break-words">{banner}</p>
          <button
            type="button"
            onClick={() => setBanner(null)}
            aria-label={t.banners.dismiss}
            className="-m-2 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-ring dark:hover:bg-red-900/40"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="manage-content" className={`${card} lg:col-span-2`}>
          <h2 id="manage-content" className="text-xl font-bold tracking-tight text-foreground">
            {t.list.title}
          </h2>
          {load === "loading" ? (
            <p className="mt-4 flex items-center gap-2 text-muted" role="status">
              <Icon name="loader" className="size-4 animate-spin motion-reduce:animate-none" />
              {t.list.loading}
            </p>
          ) : rows.length === 0 ? (
            <p className="mt-4 text-muted">{load === "loaded" ? t.list.empty : null}</p>
          ) : (
            <LazyMotion features={domAnimation}>
              <ul className="mt-4 flex flex-col gap-3" aria-label={t.list.title}>
                {rows.map((item, index) => {
                  const staggered = firstIds?.has(item.id) ?? false;
                  const edit = edits[item.id];
                  return (
                    <m.li
                      key={item.id}
                      data-testid="content-item"
                      data-key={item.content_key}
                      initial={reduceMotion ? false : { opacity: 0, y: 12 }}
                      animate={{ opacity: 1, y: 0 }}
                      transition={{ duration: 0.3, delay: staggered ? index * STAGGER_SECONDS : 0 }}
                      className="rounded-xl border border-border bg-background p-4"
                    >
                      <ContentItemView
                        item={item}
                        location={locations.get(item.content_key)}
                        edit={edit}
                        busy={busy}
                        onEdit={() =>
                          setEdits((current) => ({
                            ...current,
                            [item.id]: { base: item, draft: item.content_value, conflict: null },
                          }))
                        }
                        onDraft={(draft) => updateEdit(item.id, (e) => ({ ...e, draft }))}
                        onSave={() => edit && void save(item.id, edit.base)}
                        onCancel={() => updateEdit(item.id, () => null)}
                        onDelete={() => void remove(item)}
                        onKeepMine={() =>
                          edit?.conflict?.kind === "changed" &&
                          void save(item.id, edit.conflict.latest)
                        }
                        onTakeTheirs={() => updateEdit(item.id, () => null)}
                        onRestore={() => void restore(item.id)}
                      />
                    </m.li>
                  );
                })}
              </ul>
            </LazyMotion>
          )}
        </section>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="add-content" className={card}>
            <h2 id="add-content" className="text-xl font-bold tracking-tight text-foreground">
              {t.add.title}
            </h2>
            <form onSubmit={onAdd} noValidate className="mt-4 flex flex-col gap-4">
              <div>
                <label htmlFor="new-content-key" className={label}>
                  {t.add.keyLabel}
                </label>
                <input
                  id="new-content-key"
                  name="content_key"
                  value={newKey}
                  onChange={(event) => setNewKey(event.target.value)}
                  placeholder={t.add.keyPlaceholder}
                  autoComplete="off"
                  spellCheck={false}
                  list="site-text-keys"
                  aria-describedby="new-content-key-hint"
                  className={`${field} font-mono`}
                />
                <p id="new-content-key-hint" className="mt-1.5 text-xs text-muted">
                  {t.add.keyHint} {unusedKeys.length > 0 && t.siteText.suggestions}
                </p>
                <datalist id="site-text-keys">
                  {unusedKeys.map((k) => (
                    <option key={k.key} value={k.key} label={k.location} />
                  ))}
                </datalist>
              </div>
              <div>
                <label htmlFor="new-content-value" className={label}>
                  {t.add.valueLabel}
                </label>
                <textarea
                  id="new-content-value"
                  name="content_value"
                  value={newValue}
                  onChange={(event) => setNewValue(event.target.value)}
                  placeholder={t.add.valuePlaceholder}
                  rows={4}
                  className={`${field} resize-y`}
                />
              </div>
              <button type="submit" disabled={busy !== null} className={primaryButton}>
                {busy?.kind === "add" ? t.add.submitting : t.add.submit}
              </button>
            </form>
          </section>

          <aside aria-labelledby="admin-info" className={`${card} bg-surface-strong`}>
            <h2
              id="admin-info"
              className="flex items-center gap-2 text-base font-semibold text-foreground"
            >
              <Icon name="database" className="size-5 text-accent" />
              {t.info.title}
            </h2>
            <p className="mt-2 text-sm leading-6 text-muted">{t.info.text}</p>
          </aside>
        </div>
      </div>
    </div>
  );
}

function LiveBanner({ live }: { live: LiveState }) {
  const base = "flex items-start gap-3 rounded-xl border p-4 text-sm";
  if (live.state === "issue") {
    return (
      <div
        role="alert"
        data-testid="live-banner"
        className={`${base} border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100`}
      >
        <Icon name="wifi-off" className="mt-0.5 size-5 shrink-0" />
        <p>{t.realtime.issue(live.message)}</p>
      </div>
    );
  }
  const connected = live.state === "connected";
  return (
    <div
      role="status"
      data-testid="live-banner"
      className={
        connected
          ? `${base} border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-100`
          : `${base} border-border bg-surface text-muted`
      }
    >
      {connected ? (
        <Icon name="check-circle" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <Icon
          name="loader"
          className="mt-0.5 size-5 shrink-0 animate-spin motion-reduce:animate-none"
        />
      )}
      <p>{connected ? t.realtime.connected : t.realtime.connecting}</p>
    </div>
  );
}
