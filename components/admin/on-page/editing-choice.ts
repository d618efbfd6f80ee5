/** Remembered for the tab, so moving between pages keeps the choice. */
const EDITING_KEY = "edit-on-page";

const listeners = new Set<() => void>();

/** Whether editing is on, kept in the tab's session storage (on unless turned off). */
export const editingChoice = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  read: () => sessionStorage.getItem(EDITING_KEY) !== "off",
  write(on: boolean) {
    sessionStorage.setItem(EDITING_KEY, on ? "on" : "off");
    for (const listener of listeners) listener();
  },
};
