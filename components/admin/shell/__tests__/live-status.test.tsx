import { render, screen } from "@testing-library/react";
import { adminText } from "@/content/admin";
import { shellText } from "@/content/admin-shell";
import type { LiveState } from "../../site-text/state/panel-state";
import { LiveIndicator } from "../live-indicator.client";
import { combinedLive } from "../live-status";
import { LiveStatusProvider, useReportLive } from "../live-status.client";
import { liveOf } from "../use-table-changes";

const t = adminText.realtime;
const connecting: LiveState = { state: "connecting" };
const connected: LiveState = { state: "connected" };
const issue: LiveState = { state: "issue", message: "the connection timed out" };

describe("combinedLive", () => {
  it("is nothing without a connection, an issue before all else, then connecting", () => {
    expect(combinedLive([])).toBeNull();
    expect(combinedLive([connected, connected])).toBe(connected);
    expect(combinedLive([connected, connecting])).toBe(connecting);
    expect(combinedLive([connecting, issue, connected])).toBe(issue);
  });
});

describe("liveOf", () => {
  it("tells a channel's failure in the specification's words when Realtime gives none", () => {
    expect(liveOf("SUBSCRIBED")).toEqual(connected);
    expect(liveOf("TIMED_OUT")).toEqual(issue);
    expect(liveOf("CHANNEL_ERROR", "socket closed")).toEqual({
      state: "issue",
      message: "socket closed",
    });
  });
});

/** One of the room's connections, in the state given. */
function Feed({ live }: { live: LiveState }) {
  useReportLive(live);
  return null;
}

const shell = (feeds: LiveState[]) => (
  <LiveStatusProvider>
    <LiveIndicator />
    {feeds.map((live, index) => (
      <Feed key={index} live={live} />
    ))}
  </LiveStatusProvider>
);

/** The shell with a room holding `feeds`; `to` gives its connections new states or leaves. */
function renderShell(feeds: LiveState[]) {
  const { rerender } = render(shell(feeds));
  return { to: (next: LiveState[]) => rerender(shell(next)) };
}

describe("LiveIndicator", () => {
  it("says nothing in a room without live updates, in a status region kept in the page", () => {
    renderShell([]);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.queryByTestId("live-banner")).not.toBeInTheDocument();
  });

  it("shows a word for the eye and the full message for screen readers, connecting then live", () => {
    const room = renderShell([connecting]);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(t.connecting);
    expect(screen.getByText(shellText.live.connecting)).toHaveAttribute("aria-hidden", "true");
    room.to([connected]);
    expect(screen.getByTestId("live-banner")).toHaveTextContent(t.connected);
    expect(screen.getByText(shellText.live.connected)).toBeInTheDocument();
    // The same region: a change in it is heard.
    expect(screen.getByRole("status")).toBe(status);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("announces a dropped connection as an alert in the specification's words, then recovers", () => {
    const room = renderShell([connected]);
    room.to([issue]);
    expect(screen.getByRole("alert")).toHaveTextContent(t.issue("the connection timed out"));
    expect(screen.getByText(shellText.live.issue)).toBeInTheDocument();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    room.to([connected]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(t.connected);
  });

  it("goes quiet when the room holding the connection is left", () => {
    const room = renderShell([connected, connecting]);
    expect(screen.getByTestId("live-banner")).toHaveTextContent(t.connecting);
    room.to([]);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
