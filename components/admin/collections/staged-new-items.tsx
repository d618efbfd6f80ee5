import { collectionsText } from "@/content/admin-collections";
import type { ListedItem } from "@/lib/collections/item-values";
import type { CollectionName } from "@/lib/collections/registry";
import { card } from "../shell/styles";
import { EditItemLink } from "./edit-item-link";

const t = collectionsText;

interface StagedNewItemsProps {
  collection: CollectionName;
  items: readonly (ListedItem & { staged: string })[];
}

/** Items staged to be added: not in the list until published, so listed apart, to open. */
export function StagedNewItems({ collection, items }: StagedNewItemsProps) {
  return (
    <section aria-labelledby="staged-new" className={`${card} mt-8`}>
      <h2 id="staged-new" className="text-xl font-bold tracking-tight text-foreground">
        {t.staging.newHeading}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.staging.newText}</p>
      <ul className="mt-4 flex flex-col divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-foreground">{item.name}</p>
              <p className="text-xs text-muted">{item.staged}</p>
            </div>
            <EditItemLink collection={collection} id={item.id} name={item.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
