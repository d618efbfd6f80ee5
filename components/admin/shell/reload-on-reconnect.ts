import type { ChannelStatus } from "../site-text/data-source";

type StatusHandler = (status: ChannelStatus, message?: string) => void;

/**
 * A channel's status handler that reads the data again when the channel is back after a drop:
 * changes made while it was down were never pushed. `onStatus`, when given, sees every status
 * first. Each call gives a handler with its own memory of the drop, one per subscription.
 */
export function reloadOnReconnect(reload: () => void, onStatus?: StatusHandler): StatusHandler {
  let dropped = false;
  return (status, message) => {
    onStatus?.(status, message);
    if (status !== "SUBSCRIBED") {
      dropped = true;
      return;
    }
    if (dropped) {
      dropped = false;
      reload();
    }
  };
}
