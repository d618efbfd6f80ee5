import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CollectionList } from "@/components/admin/collections/collection-list.client";
import { SearchableList } from "@/components/admin/collections/searchable-list.client";
import { primaryButton } from "@/components/admin/shell/styles";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import { collectionSpecs } from "@/lib/collections/specs";
import { requireEditor } from "@/lib/auth/require-editor";
import { collectionPath } from "@/lib/collections/fields";
import { canStage, collectionFromSegment } from "@/lib/collections/registry";
import { loadEditorRows, loadRemovedItems, loadStagedItems } from "@/lib/collections/editor-rows";
import { stagedRow } from "@/lib/collections/staged";
import { StagedNewItems } from "@/components/admin/collections/staged-new-items";
import { adminText } from "@/content/admin";
import { actorName, changedAt } from "@/components/admin/shell/history-format";
import { RemovedItems } from "@/components/admin/collections/removed-items.client";
import { type StoredRow, valuesFromRow } from "@/lib/collections/item-rows";
import { CollectionFrame } from "@/components/admin/collections/collection-frame";
import { PolicyPageOffers } from "@/components/admin/collections/policy-page-offers";

type Props = { params: Promise<{ collection: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = collectionFromSegment((await params).collection);
  return {
    title: collection ? collectionSpecs[collection].title : undefined,
    robots: { index: false, follow: false },
  };
}

/** One collection's items in the site's order, to open, reorder, duplicate or remove. */
export default async function CollectionPage({ params }: Props) {
  const collection = collectionFromSegment((await params).collection);
  if (!collection) notFound();
  const spec = collectionSpecs[collection];
  const { supabase } = await requireEditor(collectionPath(collection));
  const [loaded, staged] = await Promise.all([
    loadEditorRows(supabase, collection),
    canStage(collection) ? loadStagedItems(supabase, collection) : [],
  ]);
  // The error boundary offers a retry; an empty list here would look like data loss.
  if ("error" in loaded) throw new Error(loaded.error.message);
  if ("error" in staged) throw new Error(staged.error.message);
  const items = loaded.rows.map((row) => spec.listed(row.id, valuesFromRow(spec, row)));
  const removed = await loadRemovedItems(
    supabase,
    collection,
    new Set(items.map((item) => item.id)),
  );
  if ("error" in removed) throw new Error(removed.error.message);
  const removedEntries = removed.map((entry) => ({
    id: entry.id,
    name: spec.listed(entry.id, valuesFromRow(spec, entry.row)).name,
    detail: collectionsText.removed.when(changedAt(entry), actorName(entry)),
  }));
  const { count, total } = collectionsText.list;
  const present = new Set(items.map((item) => item.id));
  const stagedIds = staged.map((draft) => draft.item_id).filter((id) => present.has(id));
  const stagedNew = staged
    .filter((draft) => draft.base_updated_at === null && draft.item !== null)
    .filter((draft) => !present.has(draft.item_id))
    .map((draft) => ({
      ...spec.listed(draft.item_id, valuesFromRow(spec, stagedRow<StoredRow>(draft))),
      staged: adminText.drafts.stagedBy(
        draft.staged_by_email ?? adminText.history.actors.unknownUser,
        changedAt({ changed_at: draft.staged_at }),
      ),
    }));

  return (
    <CollectionFrame
      title={spec.title}
      subtitle={[
        (spec.ordered ? count : total)(items.length, items.length === 1 ? spec.item : spec.items),
        spec.note,
      ]
        .filter(Boolean)
        .join(". ")}
      action={
        <Link href={collectionPath(collection, "/new")} className={primaryButton}>
          <InterfaceIcon name="plus" className="size-4" />
          {collectionsText.list.add(spec.item)}
        </Link>
      }
    >
      {spec.ordered ? (
        <CollectionList collection={collection} items={items} stagedIds={stagedIds} />
      ) : (
        <SearchableList collection={collection} items={items} stagedIds={stagedIds} />
      )}
      {collection === "pages" && (
        <PolicyPageOffers
          taken={new Set([...items, ...stagedNew].map((item) => item.href).filter(Boolean))}
        />
      )}
      {stagedNew.length > 0 && <StagedNewItems collection={collection} items={stagedNew} />}
      {removedEntries.length > 0 && <RemovedItems collection={collection} items={removedEntries} />}
    </CollectionFrame>
  );
}
