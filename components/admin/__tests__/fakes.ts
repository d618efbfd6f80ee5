import type {
  ActivitySource,
  EditorIdentity,
  OpenItem,
  PresentEditor,
} from "../activity/activity-source";
import type { ItemDraft } from "@/lib/collections/staged";
import type { StagedChoice } from "@/lib/staged-changes/choice";
import type { Draft, DraftSource } from "../review/drafts-source";
import type { ChangeEvent, ContentItem } from "../site-text/state/content-list";
import type {
  ChannelStatus,
  ContentDataSource,
  HistoryEntry,
  Result,
  SaveOutcome,
} from "../site-text/data-source";

export const row = (n: number, value = `Value ${n}`): ContentItem => ({
  id: `id-${n}`,
  content_key: `home.item${n}`,
  content_value: value,
  created_at: `2026-01-01T00:00:0${n}+00:00`,
  updated_at: `2026-01-01T00:00:0${n}+00:00`,
});

/** A data source the test drives: canned answers, and hooks to push live events. */
export class FakeSource implements ContentDataSource {
  rows: ContentItem[];
  listResult: Result<ContentItem[]> | null = null;
  addResult: Result<ContentItem> | null = null;
  saveResult: Result<SaveOutcome> | null = null;
  removeResult: Result<boolean> = { ok: true, data: true };
  emit: (change: ChangeEvent) => void = () => undefined;
  status: (status: ChannelStatus, message?: string) => void = () => undefined;
  list = jest.fn(
    async (
      _onFirstPage?: (items: readonly ContentItem[], total: number) => void,
    ): Promise<Result<ContentItem[]>> => this.listResult ?? { ok: true, data: this.rows },
  );
  add = jest.fn(
    async (key: string, value: string): Promise<Result<ContentItem>> =>
      this.addResult ?? { ok: true, data: { ...row(9), content_key: key, content_value: value } },
  );
  save = jest.fn(
    async (base: ContentItem, value: string): Promise<Result<SaveOutcome>> =>
      this.saveResult ?? {
        ok: true,
        data: {
          kind: "saved",
          item: { ...base, content_value: value, updated_at: "2026-02-01T00:00:00+00:00" },
        },
      },
  );
  remove = jest.fn(async (): Promise<Result<boolean>> => this.removeResult);
  historyRows: HistoryEntry[] = [];
  history = jest.fn(async (): Promise<Result<HistoryEntry[]>> => ({
    ok: true,
    data: this.historyRows,
  }));
  subscribe = jest.fn(
    (onChange: (change: ChangeEvent) => void, onStatus: (s: ChannelStatus, m?: string) => void) => {
      this.emit = onChange;
      this.status = onStatus;
      return () => undefined;
    },
  );
  constructor(rows: ContentItem[]) {
    this.rows = rows;
  }
}

/** The change feed and presence, driven by the test. */
export class FakeActivity implements ActivitySource {
  recentResult: Result<HistoryEntry[]> = { ok: true, data: [] };
  pushEntry: (entry: HistoryEntry) => void = () => undefined;
  historyStatus: (status: ChannelStatus, message?: string) => void = () => undefined;
  setPeers: (peers: PresentEditor[]) => void = () => undefined;
  presenceStatus: (status: ChannelStatus, message?: string) => void = () => undefined;
  joinedAs: EditorIdentity | null = null;
  editing: (readonly string[])[] = [];
  items: (readonly OpenItem[])[] = [];
  left = false;
  recentChanges = jest.fn(async () => this.recentResult);
  watchHistory = jest.fn(
    (
      onEntry: (entry: HistoryEntry) => void,
      onStatus: (status: ChannelStatus, message?: string) => void,
    ) => {
      this.pushEntry = onEntry;
      this.historyStatus = onStatus;
      return () => undefined;
    },
  );
  joinPresence = jest.fn(
    (
      me: EditorIdentity,
      onPeers: (peers: PresentEditor[]) => void,
      onStatus: (status: ChannelStatus, message?: string) => void,
    ) => {
      this.joinedAs = me;
      this.setPeers = onPeers;
      this.presenceStatus = onStatus;
      return {
        setEditing: (keys: readonly string[]) => {
          this.editing.push(keys);
        },
        setItems: (items: readonly OpenItem[]) => {
          this.items.push(items);
        },
        leave: () => {
          this.left = true;
        },
      };
    },
  );
}

export const historyEntry = (id: number, fields: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  content_id: `id-${id}`,
  content_key: `home.item${id}`,
  operation: "UPDATE",
  old_value: "before",
  new_value: "after",
  actor_kind: "user",
  actor_id: "user-2",
  actor_email: "other@example.com",
  changed_at: "2026-11-23T10:00:00+00:00",
  ...fields,
});

/** The shared stage, held in memory; the test can make any call fail. */
export class FakeDrafts implements DraftSource {
  rows: Draft[] = [];
  failWith: string | null = null;
  onChange: () => void = () => undefined;
  /** What the stage's channel reports, as the realtime client would. */
  status: (status: ChannelStatus) => void = () => undefined;
  private answer<T>(data: T): Result<T> {
    return this.failWith ? { ok: false, message: this.failWith } : { ok: true, data };
  }
  items: ItemDraft[] = [];
  list = jest.fn(async () => this.answer([...this.rows]));
  listItems = jest.fn(async () => this.answer([...this.items]));
  stage = jest.fn(async (key: string, value: string | null) => {
    const draft: Draft = {
      content_key: key,
      content_value: value,
      staged_by: "user-1",
      staged_by_email: "me@example.com",
      staged_at: "2026-11-23T10:00:00+00:00",
      schedule_id: null,
    };
    if (!this.failWith) this.rows = [draft, ...this.rows.filter((d) => d.content_key !== key)];
    return this.answer(draft);
  });
  /** Drops the versions chosen, as the server's discard does: one staged again stays. */
  discard = jest.fn(async ({ texts, items }: StagedChoice) => {
    const before = this.rows.length + this.items.length;
    const same = (ref: { staged_at: string }, draft: { staged_at: string }) =>
      ref.staged_at === draft.staged_at;
    if (!this.failWith) {
      this.rows = this.rows.filter(
        (d) => !texts.some((ref) => ref.content_key === d.content_key && same(ref, d)),
      );
      this.items = this.items.filter(
        (d) =>
          !items.some(
            (ref) => ref.collection === d.collection && ref.item_id === d.item_id && same(ref, d),
          ),
      );
    }
    return this.answer(before - this.rows.length - this.items.length);
  });
  publish = jest.fn(async () => {
    const count = this.rows.length + this.items.length;
    if (!this.failWith) {
      this.rows = [];
      this.items = [];
    }
    return this.answer(count);
  });
  watch = jest.fn((onChange: () => void, onStatus: (status: ChannelStatus) => void) => {
    this.onChange = onChange;
    this.status = onStatus;
    return () => undefined;
  });
}
