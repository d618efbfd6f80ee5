"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, useRef, useState, useTransition } from "react";
import { saveItem, stageItem, stageRemoval } from "@/app/(editor)/admin/[collection]/actions";
import { collectionSpecs, collectionsText } from "@/content/admin-collections";
import {
  type CollectionName,
  collectionPath,
  type FieldSpec,
  type FieldValue,
  type ImageChoice,
  type ItemValues,
} from "@/lib/collections/fields";
import { slugify } from "@/lib/slug";
import { showToast } from "@/lib/toast";
import { type FieldErrors, normaliseItem, validateItem } from "@/lib/collections/validate";
import { card, dangerButton, primaryButton, secondaryButton } from "../styles";
import { useLeaveGuard } from "../use-leave-guard";
import { FieldControl } from "./field-control";
import { type StagedItem, StagedNote } from "./staged-note.client";

const t = collectionsText;

/** A recorded version of the item the editor can load into the form. */
export interface FormVersion {
  id: number;
  title: string;
  when: string;
  detail: string;
  values: ItemValues;
  current: boolean;
}

interface ItemFormProps {
  collection: CollectionName;
  /** null for a new item. */
  id: string | null;
  updatedAt: string | null;
  placeAfter: string | null;
  initial: ItemValues;
  /** The collection's other items, for the unique checks. */
  others: readonly ItemValues[];
  /** The item's history, newest first (none for a new item). */
  versions?: readonly FormVersion[];
  /** Whether the item can be staged for preview instead of saved live. */
  stageable?: boolean;
  /** The staged version the form starts from, if the item has one. */
  staged?: StagedItem;
  /** The media library's images, for the collection's image fields. */
  images?: readonly ImageChoice[];
}

/** Save puts the item live; stage keeps it for preview until the staged changes are published. */
type WriteMode = "save" | "stage";

/**
 * Adds or changes one item. Everything is checked here first, with the database's own rules,
 * and again on the server; a refused save leaves every value in the form.
 */
export function ItemForm({
  collection,
  id,
  updatedAt,
  placeAfter,
  initial,
  others,
  versions = [],
  stageable = false,
  staged,
  images = [],
}: ItemFormProps) {
  const spec = collectionSpecs[collection];
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [loadedVersion, setLoadedVersion] = useState<string | null>(null);
  // After a refused save: the newer stored version to save over, or that the item is gone.
  const [clash, setClash] = useState<
    | { kind: "conflict"; updatedAt: string; mode: WriteMode }
    | { kind: "gone"; mode: WriteMode }
    | null
  >(null);
  const [mode, setMode] = useState<WriteMode>("save");
  // A new item's slugs follow its name until the editor types one; a stored item's never move
  // on their own, since its address is already out there.
  const [following, setFollowing] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        id === null ? spec.fields.filter((field) => field.kind === "slug").map((f) => f.name) : [],
      ),
  );
  const [saving, startSaving] = useTransition();
  // Saved, or left for the stored version: leaving the page loses nothing.
  const [settled, setSettled] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);

  useLeaveGuard(dirty && !saving && !settled, t.form.leave);

  const change = (field: FieldSpec, value: FieldValue) => {
    setValues((current) => {
      const next = { ...current, [field.name]: value };
      for (const slugField of spec.fields) {
        if (
          slugField.kind === "slug" &&
          slugField.from === field.name &&
          following.has(slugField.name)
        ) {
          next[slugField.name] = slugify(String(value));
        }
      }
      // A choice that the new values no longer offer (a subcategory of another practice) is cleared.
      for (const select of spec.fields) {
        if (select.kind !== "select" || select.name === field.name) continue;
        const offered = select.options(next).some((option) => option.value === next[select.name]);
        if (!offered) next[select.name] = "";
      }
      return next;
    });
    if (field.kind === "slug")
      setFollowing((current) => new Set([...current].filter((name) => name !== field.name)));
    setErrors(({ [field.name]: _fixed, ...rest }) => rest);
  };

  const follow = (field: FieldSpec & { kind: "slug" }) => {
    setFollowing((current) => new Set([...current, field.name]));
    setValues((current) => ({
      ...current,
      [field.name]: slugify(String(current[field.from] ?? "")),
    }));
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = spec.fields.find((field) => found[field.name]);
    if (first) {
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>(`[data-field="${first.name}"]`)?.focus(),
      );
    }
  };

  /**
   * Saves or stages the form: as a change to `version` of the item, or as a new item (target
   * null). A form opened on a staged version hands it on, so publishing it drops it.
   */
  const write = (how: WriteMode, target: string | null, version: string | null) => {
    setProblem(null);
    setClash(null);
    setMode(how);
    const normalised = normaliseItem(spec, values);
    const found = validateItem(spec, normalised, others, t.errors);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    // A save leaves a staged removal staged: it is not the version the form shows.
    const stagedVersion =
      staged && (how === "stage" || staged.kind !== "removal")
        ? { itemId: staged.itemId, stagedAt: staged.stagedAt }
        : null;
    startSaving(async () => {
      const result = await (
        how === "stage"
          ? stageItem(collection, target, values, version, stagedVersion)
          : saveItem(collection, target, values, version, placeAfter, stagedVersion)
      ).catch(() => ({ ok: false, kind: "failed", message: t.toasts.network }) as const);
      if (result.ok) {
        setSettled(true);
        const name = String(normalised[spec.nameField]);
        if (how === "stage") {
          void showToast({ title: t.staging.staged, description: t.staging.stagedText(name) });
          // The item's form, now on its staged version (a new item gets its address here).
          router.replace(collectionPath(collection, `/${result.id}`));
          router.refresh();
          return;
        }
        void showToast(
          target === null
            ? { title: t.toasts.added, description: t.toasts.addedText(name) }
            : { title: t.toasts.saved, description: t.toasts.savedText(name) },
        );
        if (result.warning) {
          void showToast({
            title: t.toasts.failed,
            description: result.warning,
            variant: "destructive",
          });
        }
        router.push(collectionPath(collection));
        router.refresh();
        return;
      }
      if (result.kind === "invalid" && result.errors) showErrors(result.errors);
      else setProblem(result.message);
      if (result.kind === "conflict" && result.currentUpdatedAt) {
        setClash({ kind: "conflict", updatedAt: result.currentUpdatedAt, mode: how });
      } else if (result.kind === "gone") {
        setClash({ kind: "gone", mode: how });
      }
      void showToast({
        title: t.toasts.failed,
        description: result.message,
        variant: "destructive",
      });
    });
  };

  const stageItsRemoval = () => {
    if (id === null || updatedAt === null) return;
    const name = String(initial[spec.nameField] ?? "");
    if (!window.confirm(t.staging.confirmStageRemoval(name, spec.overview !== undefined))) return;
    setProblem(null);
    setClash(null);
    setMode("stage");
    const stagedVersion = staged ? { itemId: staged.itemId, stagedAt: staged.stagedAt } : null;
    startSaving(async () => {
      const result = await stageRemoval(collection, id, updatedAt, stagedVersion).catch(
        () => ({ ok: false, kind: "failed", message: t.toasts.network }) as const,
      );
      if (result.ok) {
        setSettled(true);
        void showToast({ title: t.staging.staged, description: t.staging.removalStaged(name) });
        router.refresh();
        return;
      }
      setProblem(result.message);
      void showToast({
        title: t.toasts.failed,
        description: result.message,
        variant: "destructive",
      });
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    write("save", id, updatedAt);
  };

  const loadTheirs = () => {
    if (!window.confirm(t.form.confirmLoadTheirs)) return;
    setSettled(true);
    // The page renders the form again for the stored version (its key is that version).
    router.refresh();
  };

  const loadVersion = (version: FormVersion) => {
    setValues(version.values);
    setErrors({});
    setLoadedVersion(version.when);
    form.current?.querySelector<HTMLElement>("[data-field]")?.focus();
  };

  const errorCount = Object.keys(errors).length;

  return (
    <>
      {staged && (
        <StagedNote
          collection={collection}
          staged={staged}
          name={String(initial[spec.nameField] ?? "")}
        />
      )}
      <form ref={form} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <p
          role="status"
          className={
            loadedVersion
              ? "rounded-xl border border-accent/40 bg-surface p-4 text-sm text-foreground"
              : "sr-only"
          }
        >
          {loadedVersion ? t.history.loaded(loadedVersion) : ""}
        </p>
        {(errorCount > 0 || problem) && (
          <p
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/40 dark:text-red-200"
          >
            {problem ?? t.form.fixErrors(errorCount)}
          </p>
        )}
        {clash && (
          <div className="-mt-3 flex flex-wrap gap-2">
            {clash.kind === "conflict" ? (
              <>
                <button
                  type="button"
                  disabled={saving}
                  onClick={() => write(clash.mode, id, clash.updatedAt)}
                  className={primaryButton}
                >
                  {t.form.overwrite}
                </button>
                <button
                  type="button"
                  disabled={saving}
                  onClick={loadTheirs}
                  className={secondaryButton}
                >
                  {t.form.loadTheirs}
                </button>
              </>
            ) : (
              <button
                type="button"
                disabled={saving}
                onClick={() => write(clash.mode, null, null)}
                className={primaryButton}
              >
                {t.form.recreate(spec.item)}
              </button>
            )}
          </div>
        )}
        {spec.fields.map((field) => (
          <FieldControl
            key={field.name}
            field={field}
            values={values}
            error={errors[field.name]}
            following={following.has(field.name)}
            isNew={id === null}
            onChange={(value) => change(field, value)}
            onFollow={field.kind === "slug" ? () => follow(field) : undefined}
            images={images}
          />
        ))}
        {stageable && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id="stage-hint" className="max-w-2xl text-sm text-muted">
              {t.staging.hint}
            </p>
            {id !== null && staged?.kind !== "removal" && (
              <button
                type="button"
                disabled={saving}
                onClick={stageItsRemoval}
                className={dangerButton}
              >
                {t.staging.stageRemoval}
              </button>
            )}
          </div>
        )}
        <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving && mode === "save"
              ? t.form.saving
              : id === null
                ? t.form.create(spec.item)
                : t.form.save}
          </button>
          {stageable && (
            <button
              type="button"
              disabled={saving}
              onClick={() => write("stage", id, updatedAt)}
              aria-describedby="stage-hint"
              className={secondaryButton}
            >
              {saving && mode === "stage" ? t.staging.staging : t.staging.stage}
            </button>
          )}
        </div>
      </form>
      {versions.length > 0 && (
        <section aria-labelledby="item-history" className={`${card} mt-10`}>
          <h2 id="item-history" className="text-xl font-bold tracking-tight text-foreground">
            {t.history.heading}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.history.text}</p>
          <ol className="mt-4 flex flex-col divide-y divide-border">
            {versions.map((version) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-foreground">{version.title}</p>
                  <p className="text-xs text-muted">{version.when}</p>
                  <p className="mt-1 text-sm break-words text-muted">{version.detail}</p>
                </div>
                {version.current ? (
                  <span className="text-sm font-medium text-muted">{t.history.current}</span>
                ) : (
                  <button
                    type="button"
                    onClick={() => loadVersion(version)}
                    aria-label={t.list.itemAction(
                      t.history.load,
                      `${version.title}, ${version.when}`,
                    )}
                    className={secondaryButton}
                  >
                    {t.history.load}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
