import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminText as t } from "@/content/admin";
import { AdminPanel, type AdminView } from "../../site-text/admin-panel.client";
import { peersFrom } from "../activity-source";
import { FakeActivity, FakeDrafts, FakeSource, historyEntry, row } from "../../__tests__/fakes";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn(() => Promise.resolve()) }));

const me = { id: "user-1", email: "me@example.com" };

async function renderPanel(
  activity = new FakeActivity(),
  view: AdminView = { kind: "overview" },
  source = new FakeSource([row(1)]),
) {
  const user = userEvent.setup();
  render(
    <AdminPanel
      source={source}
      activity={activity}
      drafts={new FakeDrafts()}
      me={me}
      view={view}
    />,
  );
  await waitFor(() => expect(screen.queryByText(t.list.loading)).not.toBeInTheDocument());
  return { user, activity, source };
}

describe("Recent changes", () => {
  it("lists the latest changes, says You for mine, and adds new ones live at the top", async () => {
    const activity = new FakeActivity();
    activity.recentResult = {
      ok: true,
      data: [
        historyEntry(2, { actor_id: me.id, actor_email: me.email, content_key: "home.mine" }),
        historyEntry(1, { operation: "INSERT", content_key: "home.theirs" }),
      ],
    };
    await renderPanel(activity, { kind: "activity" });
    const feed = await screen.findByTestId("recent-changes");
    expect(
      within(feed)
        .getAllByTestId("recent-change")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining("You · Changed home.mine"),
      expect.stringContaining("other@example.com · Added home.theirs"),
    ]);

    act(() =>
      activity.pushEntry(
        historyEntry(3, { operation: "DELETE", actor_kind: "service_role", actor_id: null }),
      ),
    );
    expect(within(feed).getAllByTestId("recent-change")[0]).toHaveTextContent(
      `${t.history.actors.service_role} · Deleted home.item3`,
    );
  });

  it("says why the feed could not load, and reads it again after the channel comes back", async () => {
    const activity = new FakeActivity();
    activity.recentResult = { ok: false, message: "permission denied" };
    await renderPanel(activity, { kind: "activity" });
    expect(await screen.findByText(t.recent.failed("permission denied"))).toBeInTheDocument();
    activity.recentResult = { ok: true, data: [historyEntry(1)] };
    act(() => activity.historyStatus("SUBSCRIBED"));
    expect(activity.recentChanges).toHaveBeenCalledTimes(1);
    act(() => activity.historyStatus("CHANNEL_ERROR", "socket closed"));
    act(() => activity.historyStatus("SUBSCRIBED"));
    expect(await screen.findByTestId("recent-change")).toHaveTextContent("home.item1");
    expect(activity.recentChanges).toHaveBeenCalledTimes(2);
  });
});

describe("Presence", () => {
  it("joins as the signed-in editor, shows who else is here and marks what they edit", async () => {
    const { activity } = await renderPanel();
    expect(activity.joinedAs).toEqual(me);
    expect(screen.getByTestId("editors-here")).toHaveTextContent(t.presence.alone);

    act(() =>
      activity.setPeers([
        {
          id: "user-2",
          email: "ada@example.com",
          editing: ["home.item1"],
          items: [{ key: "item:faqs:1", label: "Frequently asked questions: How fast?" }],
          self: false,
        },
        { id: me.id, email: me.email, editing: [], items: [], self: true },
      ]),
    );
    const here = screen.getByTestId("editors-here");
    expect(
      within(here)
        .getAllByTestId("present-editor")
        .map((li) => li.textContent),
    ).toEqual([
      "ada@example.com · editing home.item1, Frequently asked questions: How fast?",
      `${t.presence.you} · ${t.presence.browsing}`,
    ]);
    const item = screen
      .getAllByTestId("content-item")
      .find((element) => element.dataset.key === "home.item1")!;
    expect(within(item).getByTestId("editing-mark")).toHaveTextContent(
      t.presence.editingNow("ada@example.com"),
    );
  });

  it("tells the others which texts this tab has open", async () => {
    const { activity, user } = await renderPanel();
    expect(activity.editing.at(-1)).toEqual([]);
    await user.click(screen.getByRole("button", { name: t.list.editLabel("home.item1") }));
    expect(activity.editing.at(-1)).toEqual(["home.item1"]);
    await user.click(screen.getByRole("button", { name: t.list.cancel }));
    expect(activity.editing.at(-1)).toEqual([]);
  });

  it("says when presence is not available", async () => {
    const { activity } = await renderPanel();
    act(() => activity.presenceStatus("CHANNEL_ERROR", "Unauthorized: no access"));
    expect(screen.getByTestId("editors-here")).toHaveTextContent(
      t.presence.issue("Unauthorized: no access"),
    );
    act(() => activity.presenceStatus("SUBSCRIBED"));
    expect(screen.getByTestId("editors-here")).toHaveTextContent(t.presence.alone);
  });

  it("leaves the channel when the panel goes away", async () => {
    const activity = new FakeActivity();
    const { unmount } = render(
      <AdminPanel
        source={new FakeSource([])}
        activity={activity}
        drafts={new FakeDrafts()}
        me={me}
      />,
    );
    unmount();
    expect(activity.left).toBe(true);
  });
});

describe("peersFrom", () => {
  it("leaves out this tab, merges an editor's tabs and marks my other tabs", () => {
    const state = {
      [me.id]: [
        { email: me.email, tab: "this-tab", editing: ["a"] },
        { email: me.email, tab: "other-tab", editing: ["b"] },
      ],
      "user-2": [
        { email: "zed@example.com", tab: "t1", editing: ["c"] },
        {
          email: "zed@example.com",
          tab: "t2",
          editing: ["d", 7],
          items: [{ key: "item:faqs:1", label: "FAQ 1" }, { key: 3 }, "x"],
        },
      ],
      "user-3": [{ email: "amy@example.com", tab: "t3" }],
    };
    expect(peersFrom(state, me, "this-tab")).toEqual([
      { id: "user-3", email: "amy@example.com", editing: [], items: [], self: false },
      {
        id: "user-2",
        email: "zed@example.com",
        editing: ["c", "d"],
        items: [{ key: "item:faqs:1", label: "FAQ 1" }],
        self: false,
      },
      { id: me.id, email: me.email, editing: ["b"], items: [], self: true },
    ]);
    expect(peersFrom({ [me.id]: [{ email: me.email, tab: "this-tab" }] }, me, "this-tab")).toEqual(
      [],
    );
  });
});
