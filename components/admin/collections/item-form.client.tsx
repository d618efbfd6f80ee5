"use client";

import { useRouter } from "next/navigation";
import { type FormEvent, Fragment, useRef, useState, useTransition } from "react";
import { saveItem, stageItem, stageRemoval } from "./actions";
import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "@/lib/collections/specs";
import { collectionPath } from "@/lib/collections/fields";
import { type FieldChoices, NO_CHOICES } from "@/lib/collections/field-choices";
import type { FieldSpec } from "@/lib/collections/fields";
import { formSections } from "@/lib/collections/form-sections";
import { type ItemValues } from "@/lib/collections/item-values";
import { type CollectionName, definitionOf } from "@/lib/collections/registry";
import { showToast } from "@/lib/toast";
import { type FieldErrors, normaliseItem, validateItem } from "@/lib/collections/validate";
import { clearBlockDrafts } from "../blocks/block-drafts";
import { clearRichTextDraft } from "../rich-text/draft-storage";
import { useLeaveGuard } from "../shell/use-leave-guard";
import { type Clash, ClashActions, type WriteMode } from "./clash-actions";
import { FieldControl } from "./field-control";
import { ItemFormActions } from "./item-form-actions";
import { type FormVersion, ItemHistory } from "./item-history";
import { SeoPreview } from "./seo-preview.client";
import { type StagedItem, StagedNote } from "./staged-note.client";
import { useItemValues } from "./use-item-values";

const t = collectionsText;

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
  /** Whether the item can be staged for review instead of published at once. */
  stageable?: boolean;
  /** Whether the member publishes (an editor or an admin) rather than only stages. */
  canPublish?: boolean;
  /** Whether the member is an admin, who alone sees internal ids (a service's department id). */
  isAdmin?: boolean;
  /** The staged version the form starts from, if the item has one. */
  staged?: StagedItem;
  /** What the collection's fields offer to choose from: images, other items, links. */
  choices?: FieldChoices;
}

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
  canPublish = true,
  isAdmin = false,
  staged,
  choices = NO_CHOICES,
}: ItemFormProps) {
  const spec = collectionSpecs[collection];
  const shown = spec.fields.filter(
    (field) => isAdmin || !(field.kind === "slug" && field.internal),
  );
  /** A field's message, or that of an id hidden from this member which follows it. */
  const errorOf = (found: FieldErrors, field: FieldSpec) =>
    found[field.name] ??
    spec.fields
      .filter((other) => !shown.includes(other))
      .map((other) =>
        other.kind === "slug" && other.from === field.name ? found[other.name] : undefined,
      )
      .find(Boolean);
  const seo = definitionOf(collection).seoPreview;
  const router = useRouter();
  const { values, setValues, following, change, follow } = useItemValues(
    spec,
    initial,
    id === null,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [loadedVersion, setLoadedVersion] = useState<string | null>(null);
  const [clash, setClash] = useState<Clash | null>(null);
  const [mode, setMode] = useState<WriteMode>("save");
  const [saving, startSaving] = useTransition();
  // Saved, or left for the stored version: leaving the page loses nothing.
  const [settled, setSettled] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  /** Where a rich-text field keeps what is typed in this browser until it is saved. */
  const draftKeyOf = (field: string) => `${collection}:${id ?? "new"}:${field}`;

  useLeaveGuard(dirty && !saving && !settled, t.form.leave);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = shown.find((field) => errorOf(found, field));
    if (first) {
      requestAnimationFrame(() => {
        const control = form.current?.querySelector<HTMLElement>(
          `[data-field="${first.name}"], #field-${first.name}`,
        );
        // A folded section opens first, so the field can be seen and take the focus.
        const section = control?.closest("details");
        if (section) section.open = true;
        control?.scrollIntoView({ block: "center" });
        control?.focus({ preventScroll: true });
      });
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
        // What was typed is saved or staged now: the browser's copy has done its job.
        for (const field of spec.fields) {
          if (field.kind === "rich-text") clearRichTextDraft(draftKeyOf(field.name));
          if (field.kind === "blocks") {
            clearBlockDrafts(draftKeyOf(field.name), String(values[field.name] ?? ""));
          }
        }
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

  // The form stages by default; only a list that cannot be staged publishes on Enter.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stageable) write("stage", id, updatedAt);
    else if (canPublish) write("save", id, updatedAt);
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

  const renderField = (field: FieldSpec) => (
    <Fragment key={field.name}>
      <FieldControl
        field={field}
        values={values}
        error={errorOf(errors, field)}
        following={following.has(field.name)}
        isNew={id === null}
        onChange={(value) => {
          change(field, value);
          setErrors(({ [field.name]: _fixed, ...rest }) => rest);
        }}
        onFollow={field.kind === "slug" ? () => follow(field) : undefined}
        choices={choices}
        draftKey={draftKeyOf(field.name)}
      />
      {seo?.description === field.name && (
        <SeoPreview
          seo={seo}
          values={values}
          address={spec.listed(id ?? "", values).href}
          images={choices.images}
        />
      )}
    </Fragment>
  );
  const sections = formSections(shown);

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
          <ClashActions
            clash={clash}
            saving={saving}
            item={spec.item}
            onOverwrite={(version) => write(clash.mode, id, version)}
            onLoadTheirs={loadTheirs}
            onRecreate={() => write(clash.mode, null, null)}
          />
        )}
        {sections.length === 1
          ? sections[0]!.fields.map(renderField)
          : sections.map((section) => (
              <details
                key={section.id}
                open
                className="rounded-2xl border border-border p-4 sm:p-5"
              >
                <summary className="cursor-pointer py-2.5 text-base font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-ring">
                  {t.form.sections[section.id]}
                </summary>
                <div className="mt-4 flex flex-col gap-6">{section.fields.map(renderField)}</div>
              </details>
            ))}
        <ItemFormActions
          saving={saving}
          mode={mode}
          stageable={stageable}
          canPublish={canPublish}
          removable={id !== null && staged?.kind !== "removal"}
          onPublish={() => write("save", id, updatedAt)}
          onStageRemoval={stageItsRemoval}
        />
      </form>
      {versions.length > 0 && <ItemHistory versions={versions} onLoad={loadVersion} />}
    </>
  );
}
