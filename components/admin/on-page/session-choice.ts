/**
 * A choice of the on-page editor remembered for the tab (session storage), so moving between
 * pages keeps it, with a listener for every part of the editor that shows it. A stored value
 * that is not one of `values` reads as `initial`.
 */
export function sessionChoice<Value extends string>(
  key: string,
  values: readonly Value[],
  initial: Value,
) {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read: (): Value => values.find((value) => value === sessionStorage.getItem(key)) ?? initial,
    write(value: Value) {
      sessionStorage.setItem(key, value);
      for (const listener of listeners) listener();
    },
  };
}
