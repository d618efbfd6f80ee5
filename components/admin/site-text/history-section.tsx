import { useEffect, useId, useState } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import type { HistoryEntry } from "./data-source";
import { actorName, changedAt, operationName } from "../shell/history-format";
import type { ContentPanel } from "./use-content-panel";
import { secondaryButton } from "../shell/styles";
import { TextPair } from "../shell/text-pair";

const t = adminText.history;

type Loaded =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "loaded"; entries: HistoryEntry[] };

interface HistorySectionProps {
  panel: ContentPanel;
  contentKey: string;
  /** The text the key shows now; versions equal to it are not offered for restoring. */
  current: string | undefined;
  /** Changes whenever the row does, so an open history reloads after each write. */
  version: string | undefined;
}

/** The text a version stands for: what a change left behind, or what a delete removed. */
const versionText = (entry: HistoryEntry) => entry.new_value ?? entry.old_value;

/** A key's recorded changes (who, when, before and after), each restorable in one action. */
export function HistorySection({ panel, contentKey, current, version }: HistorySectionProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const id = useId();
  const { loadHistory } = panel;

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    void loadHistory(contentKey).then((result) => {
      if (cancelled) return;
      setLoaded(
        result.ok
          ? { state: "loaded", entries: result.data }
          : { state: "failed", message: result.message },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [open, contentKey, version, loadHistory]);

  return (
    <div className="mt-3">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? undefined : t.showLabel(contentKey)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <InterfaceIcon name="clock" className="size-4" />
        {open ? t.hide : t.show}
      </button>
      {open && (
        <section id={id} aria-label={t.title(contentKey)} className="mt-2" data-testid="history">
          {loaded.state === "loading" ? (
            <p role="status" className="text-sm text-muted">
              {t.loading}
            </p>
          ) : loaded.state === "failed" ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t.failed(loaded.message)}
            </p>
          ) : loaded.entries.length === 0 ? (
            <p className="text-sm text-muted">{t.empty}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {loaded.entries.map((entry) => {
                const text = versionText(entry);
                return (
                  <li
                    key={entry.id}
                    data-testid="history-entry"
                    className="rounded-lg border border-border bg-surface p-3 text-sm"
                  >
                    <p className="text-xs text-muted">
                      <time dateTime={entry.changed_at}>{changedAt(entry)}</time>
                      {" · "}
                      <span className="break-words">
                        {t.byWhom(operationName(entry.operation), actorName(entry))}
                      </span>
                    </p>
                    <TextPair
                      className="mt-2 gap-2"
                      pair={[
                        { label: t.before, text: entry.old_value ?? t.none },
                        { label: t.after, text: entry.new_value ?? t.none },
                      ]}
                    />
                    {text !== null && text !== current && (
                      <button
                        type="button"
                        onClick={() => void panel.restoreVersion(contentKey, text)}
                        disabled={panel.state.busy !== null}
                        aria-label={`${t.restore}: ${changedAt(entry)}`}
                        className={`${secondaryButton} mt-2`}
                      >
                        {t.restore}
                      </button>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
