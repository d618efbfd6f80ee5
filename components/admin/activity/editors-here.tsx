import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import type { PresentEditor } from "./activity-source";

const t = adminText.presence;

interface EditorsHereProps {
  peers: readonly PresentEditor[];
  issue: string | null;
}

/** Who else has /admin open and what each is editing, from Realtime presence. */
export function EditorsHere({ peers, issue }: EditorsHereProps) {
  return (
    <section
      aria-label={t.label}
      data-testid="editors-here"
      className="flex items-start gap-3 rounded-xl border border-border bg-surface p-4 text-sm"
    >
      <InterfaceIcon name="users" className="mt-0.5 size-5 shrink-0 text-accent" />
      {issue ? (
        <p className="text-muted">{t.issue(issue)}</p>
      ) : peers.length === 0 ? (
        <p className="text-muted">{t.alone}</p>
      ) : (
        <div className="min-w-0">
          <h2 className="font-semibold text-foreground">{t.label}</h2>
          <ul className="mt-1 flex flex-col gap-1">
            {peers.map((peer) => (
              <li key={peer.id} data-testid="present-editor" className="break-words text-muted">
                <span className="font-medium text-foreground">
                  {peer.self ? t.you : peer.email}
                </span>
                {" · "}
                {peer.editing.length + peer.items.length > 0
                  ? t.editing([...peer.editing, ...peer.items.map((item) => item.label)].join(", "))
                  : t.browsing}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
