import { richTextEditorText } from "@/content/admin-rich-text";
import { secondaryButton } from "../shell/styles";

const t = richTextEditorText.draft;

const when = (savedAt: string) =>
  new Date(savedAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Says the text shown is an unsaved draft brought back, and offers the stored body instead. */
export function DraftNote({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="mt-1.5 flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2 text-sm text-foreground"
    >
      <p>{t.restored(when(savedAt))}</p>
      <button type="button" onClick={onDiscard} className={secondaryButton}>
        {t.discard}
      </button>
    </div>
  );
}
