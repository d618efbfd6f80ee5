"use client";

import { useMemo, useState } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import type { SiteTextPage } from "@/content/site-text";
import type { StagedLists } from "@/lib/collections/staged";
import { blanksIn } from "@/lib/fill-in";
import type { SiteTextEntry } from "@/lib/site-text/catalogue";
import { fieldLabel } from "@/lib/site-text/field-label";
import {
  type ActivitySource,
  type EditorIdentity,
  supabaseActivity,
} from "../activity/activity-source";
import { AddContentForm } from "./add-content-form";
import { DraftsContext } from "../review/drafts-context";
import { CanPublishContext } from "./publish-context";
import { type DraftSource, type StagedActions, supabaseDrafts } from "../review/drafts-source";
import { ContentListSection } from "./content-list-section";
import { type ContentDataSource, supabaseSource } from "./data-source";
import type { FirstContentRows } from "@/lib/site-text/stored-rows";
import { PeersContext } from "../activity/editing-mark";
import { EditorsHere } from "../activity/editors-here";
import { ErrorBanner } from "../shell/error-banner";
import { useReportLive } from "../shell/live-status.client";
import { RoutedPageEditor } from "./routed-page-editor.client";
import { RecentChanges } from "../activity/recent-changes";
import { StagedChanges } from "../review/staged-changes";
import { StagedSummary } from "../review/staged-summary";
import { card } from "../shell/styles";
import { useActivity } from "../activity/use-activity";
import { useDrafts } from "../review/use-drafts";
import type { PublishResult } from "./refresh-site";
import { useContentPanel } from "./use-content-panel";
import { type BrowserSupabase, createClient } from "@/lib/supabase/client";
import type { BrowserSession } from "@/lib/supabase/session-token";

interface AdminPanelProps {
  /** The signed-in editor's session; the sources below read and write through it. */
  session?: BrowserSession;
  /** Where the content comes from; the session's Supabase client unless a test passes one. */
  source?: ContentDataSource;
  /** The stored texts as the server read them for the first HTML (absent if it could not). */
  first?: FirstContentRows;
  /** Refreshes the public pages after a write (a server action that re-checks the caller). */
  publish?: () => Promise<PublishResult>;
  /** Every text the public pages read, with its default. */
  catalogue?: readonly SiteTextEntry[];
  /** The pages those texts belong to. */
  pages?: readonly SiteTextPage[];
  /** The signed-in editor, as other editors see them. */
  me?: EditorIdentity;
  /** The change feed and presence; the session's Supabase client unless a test passes one. */
  activity?: ActivitySource;
  /** Staged text and items; the session's Supabase client unless a test passes one. */
  drafts?: DraftSource;
  /** Publish and discard of the staged changes (server actions), for the session's source. */
  staged?: StagedActions;
  /** How the staged changes name and preview the items of each list. */
  lists?: StagedLists;
  /** Which room of the admin this is: the overview, or one part at its own address. */
  view?: AdminView;
  /** Whether the signed-in member publishes (an editor or an admin) or only stages. */
  canPublish?: boolean;
  /** The overview's list starts searching for this key (a link to one text's row). */
  find?: string;
}

export type AdminView =
  { kind: "overview" } | { kind: "pages" } | { kind: "staged" } | { kind: "activity" };

/**
 * The editor's panel. The overview (/admin) is the specification's panel: the content list and
 * the add form, with a word on anything staged; each other view is a room of its own (one
 * page's texts, the staged changes, the activity). Its live status shows in the shell's header.
 */
export function AdminPanel({
  session,
  source,
  first,
  publish,
  catalogue = [],
  pages = [],
  me,
  activity: givenActivity,
  drafts: givenDrafts,
  staged,
  lists,
  canPublish = true,
  view = { kind: "overview" },
  find,
}: AdminPanelProps) {
  const [sources] = useState(() => {
    let client: BrowserSupabase | undefined;
    const supabase = () => {
      if (!session) throw new Error("AdminPanel needs a session or its sources.");
      return (client ??= createClient(session));
    };
    const stagedActions = () => {
      if (!staged) throw new Error("AdminPanel needs the staged changes' actions or its drafts.");
      return staged;
    };
    return {
      content: source ?? supabaseSource(supabase()),
      activity: givenActivity ?? supabaseActivity(supabase()),
      drafts: givenDrafts ?? supabaseDrafts(supabase(), stagedActions()),
    };
  });
  const byKey = useMemo(() => new Map(catalogue.map((entry) => [entry.key, entry])), [catalogue]);
  // The page editor shows no keys, so its messages name a text as its row does.
  const nameOf =
    view.kind === "pages"
      ? (key: string) => {
          const entry = byKey.get(key);
          return entry ? fieldLabel(entry.field) : key;
        }
      : undefined;
  const panel = useContentPanel({ source: sources.content, publish, first, nameOf });
  const { banner, live, items, edits } = panel.state;
  useReportLive(live);
  const editing = useMemo(() => Object.keys(edits).sort(), [edits]);
  const activity = useActivity(sources.activity, me, editing);
  const drafts = useDrafts(sources.drafts);

  const locations = useMemo(
    () => new Map(catalogue.map((entry) => [entry.key, entry.location])),
    [catalogue],
  );
  const blanks = useMemo(
    () =>
      new Map(
        catalogue.flatMap((entry) => {
          const found = blanksIn(entry.default);
          return found.length > 0 ? [[entry.key, found] as const] : [];
        }),
      ),
    [catalogue],
  );
  const pagePaths = useMemo(() => new Map(pages.map((page) => [page.id, page.path])), [pages]);
  // Where each catalogued key shows: the list's rows link to that page and to Pages.
  const paths = useMemo(
    () =>
      new Map(
        catalogue.flatMap((entry) => {
          const path = pagePaths.get(entry.page);
          return path === undefined ? [] : [[entry.key, path] as const];
        }),
      ),
    [catalogue, pagePaths],
  );
  const pathOf = (key: string) => paths.get(key) ?? "/";
  const defaultOf = (key: string) => byKey.get(key)?.default;
  const suggestions = useMemo(() => {
    const taken = new Set(items.map((item) => item.content_key));
    return catalogue.filter((entry) => !taken.has(entry.key));
  }, [catalogue, items]);

  return (
    <PeersContext value={activity.peers}>
      <CanPublishContext value={canPublish}>
        <DraftsContext value={drafts}>
          <div className="flex flex-col gap-6">
            {me && (view.kind === "overview" || view.kind === "activity") && (
              <EditorsHere peers={activity.peers} issue={activity.presenceIssue} />
            )}
            {banner && <ErrorBanner message={banner} onDismiss={panel.dismissBanner} />}
            {view.kind === "pages" && (
              <RoutedPageEditor panel={panel} catalogue={catalogue} pages={pages} />
            )}
            {view.kind === "staged" && (
              <StagedChanges
                drafts={drafts}
                items={items}
                pathOf={pathOf}
                defaultOf={defaultOf}
                lists={lists}
                canPublish={canPublish}
              />
            )}
            {view.kind === "activity" && <RecentChanges recent={activity.recent} meId={me?.id} />}
            {view.kind === "overview" && (
              <>
                <StagedSummary drafts={drafts} />

                {/* The content list is long: the keyboard can skip it to the add form. */}
                <nav
                  aria-label={adminText.jumpTo.label}
                  className="-my-2 flex flex-wrap gap-x-1 text-sm"
                >
                  {[
                    ["manage-content", adminText.list.title],
                    ["add-content", adminText.add.title],
                  ].map(([id, title]) => (
                    <a
                      key={id}
                      href={`#${id}`}
                      className="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {title}
                    </a>
                  ))}
                </nav>

                <div className="grid gap-6 lg:grid-cols-3">
                  <ContentListSection
                    panel={panel}
                    locations={locations}
                    blanks={blanks}
                    paths={paths}
                    find={find}
                  />
                  <div className="flex min-w-0 flex-col gap-6">
                    <AddContentForm panel={panel} suggestions={suggestions} />
                    <aside aria-labelledby="admin-info" className={`${card} bg-surface-strong`}>
                      <h2
                        id="admin-info"
                        className="flex items-center gap-2 text-base font-semibold text-foreground"
                      >
                        <InterfaceIcon name="database" className="size-5 text-accent" />
                        {adminText.info.title}
                      </h2>
                      <p className="mt-2 text-sm leading-6 text-muted">{adminText.info.text}</p>
                    </aside>
                  </div>
                </div>
              </>
            )}
          </div>
        </DraftsContext>
      </CanPublishContext>
    </PeersContext>
  );
}
