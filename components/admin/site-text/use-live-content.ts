import { type Dispatch, type RefObject, useCallback, useEffect, useRef } from "react";
import { adminText } from "@/content/admin";
import { showToast } from "@/lib/toast";
import type { ChannelStatus, ContentDataSource } from "./data-source";
import { reloadOnReconnect } from "../shell/reload-on-reconnect";
import { changeKey, type ChangeEvent } from "./state/content-list";
import type { PanelAction, PanelState } from "./state/panel-state";

const t = adminText;

interface LiveContentOptions {
  source: ContentDataSource;
  dispatch: Dispatch<PanelAction>;
  stateRef: RefObject<PanelState>;
  /** Keys of this tab's own writes, whose realtime echo is not announced. */
  ownWrites: RefObject<Set<string>>;
  /** Whether the list came with the page, so the first load only refreshes it. */
  preloaded: boolean;
}

/**
 * The list's first load and its live updates: other editors' changes are applied and announced,
 * and a dropped channel is said once and reloads the list when it is back. Returns the load, for
 * a reload after a write that may have raced someone else's.
 */
export function useLiveContent({
  source,
  dispatch,
  stateRef,
  ownWrites,
  preloaded,
}: LiveContentOptions) {
  const hadIssue = useRef(false);

  const fetchAll = useCallback(
    async (silent: boolean) => {
      dispatch({ type: "loadStarted", silent });
      // A first load shows the list's start while the rest arrives; a reload keeps the old list.
      const result = await source.list(
        silent ? undefined : (items, total) => dispatch({ type: "loadedSome", items, total }),
      );
      if (result.ok) {
        dispatch({ type: "loaded", items: result.data });
        return;
      }
      dispatch({ type: "loadFailed", banner: t.banners.load(result.message) });
      void showToast({
        title: t.toasts.loadError,
        description: result.message,
        variant: "destructive",
      });
    },
    [source, dispatch],
  );

  const onChange = useCallback(
    (change: ChangeEvent) => {
      const key = changeKey(stateRef.current.items, change);
      dispatch({ type: "remoteChange", change });
      if (ownWrites.current.delete(key)) return;
      void showToast({
        title: t.realtime.updateToast,
        description: t.realtime.updateDescription(key, t.realtime.eventNames[change.eventType]),
      });
    },
    [dispatch, ownWrites, stateRef],
  );

  /** Shows whether changes arrive live; a drop is announced once, until the channel is back. */
  const onStatus = useCallback(
    (status: ChannelStatus, message?: string) => {
      if (status === "SUBSCRIBED") {
        hadIssue.current = false;
        dispatch({ type: "live", live: { state: "connected" } });
        return;
      }
      const reason = message || t.realtime.reasons[status];
      dispatch({ type: "live", live: { state: "issue", message: reason } });
      if (!hadIssue.current) {
        hadIssue.current = true;
        void showToast({
          title: t.realtime.errorToast,
          description: t.realtime.issue(reason),
          variant: "destructive",
        });
      }
    },
    [dispatch],
  );

  useEffect(() => {
    // Loading is asynchronous: state is only set once the request settles. A list that came
    // with the page is read again quietly, for changes made between the server's read and the
    // subscription.
    const initial = setTimeout(() => void fetchAll(preloaded), 0);
    const unsubscribe = source.subscribe(
      onChange,
      reloadOnReconnect(() => void fetchAll(true), onStatus),
    );
    return () => {
      clearTimeout(initial);
      unsubscribe();
    };
  }, [source, fetchAll, onChange, onStatus, preloaded]);

  return fetchAll;
}
