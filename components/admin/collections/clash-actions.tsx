import { collectionsText } from "@/content/admin-collections";
import { primaryButton, secondaryButton } from "../shell/styles";

const t = collectionsText.form;

/** Save puts the item live; stage keeps it for preview until the staged changes are published. */
export type WriteMode = "save" | "stage";

/** After a refused write: the newer stored version to write over, or that the item is gone. */
export type Clash =
  { kind: "conflict"; updatedAt: string; mode: WriteMode } | { kind: "gone"; mode: WriteMode };

/** What the editor can do about a clash: write over theirs or load it, or add the item again. */
export function ClashActions({
  clash,
  saving,
  item,
  onOverwrite,
  onLoadTheirs,
  onRecreate,
}: {
  clash: Clash;
  saving: boolean;
  /** What one item of the collection is called: "service". */
  item: string;
  /** Writes over the stored version the clash named. */
  onOverwrite: (updatedAt: string) => void;
  onLoadTheirs: () => void;
  onRecreate: () => void;
}) {
  return (
    <div className="-mt-3 flex flex-wrap gap-2">
      {clash.kind === "conflict" ? (
        <>
          <button
            type="button"
            disabled={saving}
            onClick={() => onOverwrite(clash.updatedAt)}
            className={primaryButton}
          >
            {t.overwrite}
          </button>
          <button
            type="button"
            disabled={saving}
            onClick={onLoadTheirs}
            className={secondaryButton}
          >
            {t.loadTheirs}
          </button>
        </>
      ) : (
        <button type="button" disabled={saving} onClick={onRecreate} className={primaryButton}>
          {t.recreate(item)}
        </button>
      )}
    </div>
  );
}
