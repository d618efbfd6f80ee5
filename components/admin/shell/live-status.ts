import type { LiveState } from "../site-text/state/panel-state";

/**
 * What the header says of every live connection the room holds: an issue with any of them
 * first (updates might not arrive), then one still connecting, then connected; nothing when
 * the room holds none.
 */
export function combinedLive(states: Iterable<LiveState>): LiveState | null {
  let combined: LiveState | null = null;
  for (const live of states) {
    if (live.state === "issue") return live;
    if (live.state === "connecting" || combined === null) combined = live;
  }
  return combined;
}
