import { sessionChoice } from "./session-choice";

const choice = sessionChoice("edit-on-page", ["on", "off"], "on");

/** Whether editing is on, kept for the tab (on unless turned off). */
export const editingChoice = {
  subscribe: choice.subscribe,
  read: () => choice.read() === "on",
  write: (on: boolean) => choice.write(on ? "on" : "off"),
};
