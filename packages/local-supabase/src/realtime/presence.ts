import { randomBytes } from "node:crypto";

/** One tracked payload as clients receive it: the app's fields plus the tracker's refs. */
export type PresenceMeta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };

/** Phoenix.Presence's grouping: every meta tracked under one key. */
export type PresenceGroup = Record<string, { metas: PresenceMeta[] }>;

export interface PresenceDiff {
  joins: PresenceGroup;
  leaves: PresenceGroup;
}

interface Tracked {
  key: string;
  meta: PresenceMeta;
}

/** Phoenix refs are opaque, unique strings; clients only compare them. */
function newRef(): string {
  return randomBytes(9).toString("base64url");
}

function group(entries: Iterable<Tracked>): PresenceGroup {
  const out: PresenceGroup = {};
  for (const { key, meta } of entries) (out[key] ??= { metas: [] }).metas.push(meta);
  return out;
}

/**
 * Who is tracked on one topic, keyed by the channel that tracked them: Phoenix.Tracker's model,
 * where a channel holds at most one presence per topic and loses it when it leaves.
 */
export class PresenceTopic {
  private readonly tracked = new Map<object, Tracked>();

  get empty(): boolean {
    return this.tracked.size === 0;
  }

  state(): PresenceGroup {
    return group(this.tracked.values());
  }

  /**
   * Tracks or updates the channel's presence. An update is one diff that both joins the new meta
   * (pointing at the old one with `phx_ref_prev`) and leaves the old one.
   */
  track(owner: object, key: string, payload: Record<string, unknown>): PresenceDiff {
    const previous = this.tracked.get(owner);
    const meta: PresenceMeta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    const next = { key, meta };
    this.tracked.set(owner, next);
    return { joins: group([next]), leaves: previous ? group([previous]) : {} };
  }

  /** Drops the channel's presence; null when it had none. */
  untrack(owner: object): PresenceDiff | null {
    const previous = this.tracked.get(owner);
    if (!previous) return null;
    this.tracked.delete(owner);
    return { joins: {}, leaves: group([previous]) };
  }
}
