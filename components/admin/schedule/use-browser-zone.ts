import { useSyncExternalStore } from "react";

const unchanging = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The browser's time zone ("Europe/Berlin"); null while rendering on the server. */
export function useBrowserZone(): string | null {
  return useSyncExternalStore(unchanging, browserZone, () => null);
}
