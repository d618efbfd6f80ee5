import { collectionsText } from "@/content/admin-collections";
import type { ItemValues } from "@/lib/collections/item-values";
import { card, secondaryButton } from "../shell/styles";

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

/** The item's recorded versions, newest first; any but the current one loads into the form. */
export function ItemHistory({
  versions,
  onLoad,
}: {
  versions: readonly FormVersion[];
  onLoad: (version: FormVersion) => void;
}) {
  return (
    <section aria-labelledby="item-history" className={`${card} mt-10`}>
      <h2 id="item-history" className="text-xl font-bold tracking-tight text-foreground">
        {t.history.heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.history.text}</p>
      <ol className="mt-4 flex flex-col divide-y divide-border">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
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
                onClick={() => onLoad(version)}
                aria-label={t.list.itemAction(t.history.load, `${version.title}, ${version.when}`)}
                className={secondaryButton}
              >
                {t.history.load}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
