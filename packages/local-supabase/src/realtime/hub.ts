import type { UserBroadcast } from "./phoenix";
import { type PresenceDiff, type PresenceGroup, PresenceTopic } from "./presence";

/**
 * A message fanned out on a topic. A text push is passed on as the sender's payload map; a binary
 * push (and the REST endpoint for one event) keeps its event and bytes, as Realtime's UserBroadcast.
 */
export type Broadcast =
  { kind: "json"; payload: Record<string, unknown> } | { kind: "user"; broadcast: UserBroadcast };

/** A joined channel, as the hub sees it. */
export interface Subscriber {
  /** Whether RLS let this channel read broadcasts and presence (always true on public topics). */
  canRead(extension: "broadcast" | "presence"): boolean;
  deliverBroadcast(message: Broadcast): void;
  deliverPresenceDiff(diff: PresenceDiff): void;
}

interface Topic {
  subscribers: Set<Subscriber>;
  presence: PresenceTopic;
}

/**
 * Where channels on every socket meet. Public and private channels of the same name are different
 * topics, as on hosted Realtime, so neither sees the other's messages.
 */
export class TopicHub {
  private readonly topics = new Map<string, Topic>();

  static key(subtopic: string, isPrivate: boolean): string {
    return `${isPrivate ? "private" : "public"}:${subtopic}`;
  }

  private topic(key: string): Topic {
    let topic = this.topics.get(key);
    if (!topic) {
      topic = { subscribers: new Set(), presence: new PresenceTopic() };
      this.topics.set(key, topic);
    }
    return topic;
  }

  join(key: string, subscriber: Subscriber): void {
    this.topic(key).subscribers.add(subscriber);
  }

  /** Removes the channel and its presence, telling the others it left. */
  leave(key: string, subscriber: Subscriber): void {
    const topic = this.topics.get(key);
    if (!topic) return;
    this.untrack(key, subscriber);
    topic.subscribers.delete(subscriber);
    if (topic.subscribers.size === 0 && topic.presence.empty) this.topics.delete(key);
  }

  /** Sends to every reader of the topic; the sender only when it asked for its own messages. */
  broadcast(key: string, message: Broadcast, sender?: Subscriber, includeSender = false): void {
    const topic = this.topics.get(key);
    if (!topic) return;
    for (const subscriber of topic.subscribers) {
      if (subscriber === sender && !includeSender) continue;
      if (subscriber.canRead("broadcast")) subscriber.deliverBroadcast(message);
    }
  }

  presenceState(key: string): PresenceGroup {
    return this.topics.get(key)?.presence.state() ?? {};
  }

  track(
    key: string,
    subscriber: Subscriber,
    presenceKey: string,
    payload: Record<string, unknown>,
  ) {
    this.announce(key, this.topic(key).presence.track(subscriber, presenceKey, payload));
  }

  untrack(key: string, subscriber: Subscriber): void {
    const diff = this.topics.get(key)?.presence.untrack(subscriber);
    if (diff) this.announce(key, diff);
  }

  /** Phoenix.Presence broadcasts diffs locally with no sender, so the tracker gets its own too. */
  private announce(key: string, diff: PresenceDiff): void {
    for (const subscriber of this.topics.get(key)?.subscribers ?? []) {
      if (subscriber.canRead("presence")) subscriber.deliverPresenceDiff(diff);
    }
  }
}
