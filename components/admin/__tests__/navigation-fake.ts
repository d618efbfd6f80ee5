import { useSyncExternalStore } from "react";

/**
 * next/navigation for components rendered outside Next: an address in memory that push()
 * changes, re-rendering whoever reads it, as the App Router does.
 */
const listeners = new Set<() => void>();
let address = "/";

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function goTo(next: string) {
  address = next;
  for (const listener of listeners) listener();
}

export const navigationFake = {
  usePathname: () => useSyncExternalStore(subscribe, () => address.split("?")[0]),
  useSearchParams: () =>
    new URLSearchParams(useSyncExternalStore(subscribe, () => address.split("?")[1] ?? "")),
  useRouter: () => ({ push: goTo, replace: goTo, refresh: () => {} }),
};
