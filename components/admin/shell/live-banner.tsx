import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import type { LiveState } from "../site-text/state/panel-state";

const t = adminText.realtime;
const base = "flex items-start gap-3 rounded-xl border p-4 text-sm";

/** Whether changes by other editors arrive live; a warning when they may not. */
export function LiveBanner({ live }: { live: LiveState }) {
  if (live.state === "issue") {
    return (
      <div
        role="alert"
        data-testid="live-banner"
        className={`${base} border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100`}
      >
        <InterfaceIcon name="wifi-off" className="mt-0.5 size-5 shrink-0" />
        <p>{t.issue(live.message)}</p>
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
        <InterfaceIcon name="check-circle" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <InterfaceIcon
          name="loader"
          className="mt-0.5 size-5 shrink-0 animate-spin motion-reduce:animate-none"
        />
      )}
      <p>{connected ? t.connected : t.connecting}</p>
    </div>
  );
}
