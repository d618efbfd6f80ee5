import { act, render, screen, waitFor, within } from "@testing-library/react";
import { goTo } from "../../__tests__/navigation-fake";
import userEvent from "@testing-library/user-event";
import { adminActions, adminText as t } from "@/content/admin";
import { showToast } from "@/lib/toast";
import { AdminPanel } from "../admin-panel.client";
import { LiveIndicator } from "../../shell/live-indicator.client";
import { LiveStatusProvider } from "../../shell/live-status.client";
import type { ContentItem } from "../state/content-list";
import type { HistoryEntry, Result, SaveOutcome } from "../data-source";
import { FakeActivity, FakeDrafts, FakeSource, historyEntry, row } from "../../__tests__/fakes";
import type { SiteTextPage } from "@/content/site-text";
import type { SiteTextEntry } from "@/lib/site-text/catalogue";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn(() => Promise.resolve()) }));
jest.mock(
  "next/navigation",
  () => jest.requireActual("../../__tests__/navigation-fake").navigationFake,
);
const toast = showToast as jest.MockedFunction<typeof showToast>;

const toastTitles = () => toast.mock.calls.map(([message]) => message.title);
const toastWith = (title: string, description?: string) =>
  expect(toast).toHaveBeenCalledWith(
    expect.objectContaining({ title, ...(description ? { description } : {}) }),
  );

async function renderPanel(source: FakeSource) {
  const user = userEvent.setup();
  render(<AdminPanel source={source} activity={new FakeActivity()} drafts={new FakeDrafts()} />);
  await waitFor(() => expect(screen.queryByText(t.list.loading)).not.toBeInTheDocument());
  return user;
}

beforeEach(() => toast.mockClear());

describe("AdminPanel", () => {
  it("shows loading, then the items, and the header's indicator connecting then connected", async () => {
    const source = new FakeSource([row(2), row(1)]);
    // The panel feeds the shell's header, which says it in a status region.
    render(
      <LiveStatusProvider>
        <LiveIndicator />
        <AdminPanel source={source} activity={new FakeActivity()} drafts={new FakeDrafts()} />
      </LiveStatusProvider>,
    );
    expect(screen.getByText(t.list.loading)).toBeInTheDocument();
    expect(screen.getByTestId("live-banner")).toHaveTextContent(t.realtime.connecting);
    const items = await screen.findAllByTestId("content-item");
    expect(items.map((item) => item.dataset.key)).toEqual(["home.item1", "home.item2"]);
    expect(screen.getByRole("heading", { name: t.list.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: t.add.title })).toBeInTheDocument();
    expect(screen.getByText(t.info.text)).toBeInTheDocument();
    act(() => source.status("SUBSCRIBED"));
    expect(screen.getByTestId("live-banner")).toHaveTextContent(t.realtime.connected);
  });

  it("shows the rows the server read at once, never the loading text, then refreshes them quietly", async () => {
    const source = new FakeSource([row(1), row(2), row(3)]);
    render(
      <AdminPanel
        source={source}
        first={{ rows: [row(2), row(1)], total: 2 }}
        activity={new FakeActivity()}
        drafts={new FakeDrafts()}
      />,
    );
    expect(screen.queryByText(t.list.loading)).not.toBeInTheDocument();
    expect(screen.getAllByTestId("content-item").map((item) => item.dataset.key)).toEqual([
      "home.item1",
      "home.item2",
    ]);
    expect(await screen.findByText("Value 3")).toBeInTheDocument();
    expect(source.list).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(t.list.loading)).not.toBeInTheDocument();
  });

  it("keeps the server's rows when the quiet refresh fails, and says why in the banner", async () => {
    const source = new FakeSource([]);
    source.listResult = { ok: false, message: "relation missing" };
    render(
      <AdminPanel
        source={source}
        first={{ rows: [row(1)], total: 1 }}
        activity={new FakeActivity()}
        drafts={new FakeDrafts()}
      />,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load content: relation missing.",
    );
    expect(screen.getByText("Value 1")).toBeInTheDocument();
  });

  it("shows the empty state", async () => {
    await renderPanel(new FakeSource([]));
    expect(screen.getByText(t.list.empty)).toBeInTheDocument();
  });

  it("reports a load failure in a banner and a toast", async () => {
    const source = new FakeSource([]);
    source.listResult = { ok: false, message: "relation missing" };
    await renderPanel(source);
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to load content: relation missing. Ensure the table 'website_content' exists and replication is enabled.",
    );
    toastWith("Error loading content");
  });

  it("warns on a realtime failure in the header, and re-fetches once connected again", async () => {
    const source = new FakeSource([row(1)]);
    render(
      <LiveStatusProvider>
        <LiveIndicator />
        <AdminPanel source={source} activity={new FakeActivity()} drafts={new FakeDrafts()} />
      </LiveStatusProvider>,
    );
    await waitFor(() => expect(screen.queryByText(t.list.loading)).not.toBeInTheDocument());
    act(() => source.status("SUBSCRIBED"));
    act(() => source.status("CHANNEL_ERROR", "socket closed"));
    // A dropped connection is an alert, in the specification's words.
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Realtime connection issue: socket closed. Updates might not be live.",
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Realtime Connection Error", variant: "destructive" }),
    );
    act(() => source.status("TIMED_OUT"));
    expect(toastTitles().filter((title) => title === "Realtime Connection Error")).toHaveLength(1);
    source.rows = [row(1), row(2)];
    act(() => source.status("SUBSCRIBED"));
    expect(await screen.findByText("Value 2")).toBeInTheDocument();
    expect(screen.getByText(t.realtime.connected)).toBeInTheDocument();
    expect(source.list).toHaveBeenCalledTimes(2);
  });

  it("validates the add form with the spec's messages", async () => {
    const source = new FakeSource([row(1)]);
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: t.add.submit }));
    toastWith("Error!", "Both key and value are required to add new content.");
    await user.type(screen.getByLabelText(t.add.keyLabel), "home.item1");
    await user.type(screen.getByLabelText(t.add.valueLabel), "x");
    await user.click(screen.getByRole("button", { name: t.add.submit }));
    toastWith("Error!", 'Key "home.item1" already exists. Choose a unique key.');
    await user.clear(screen.getByLabelText(t.add.keyLabel));
    await user.type(screen.getByLabelText(t.add.keyLabel), "Bad Key");
    await user.click(screen.getByRole("button", { name: t.add.submit }));
    toastWith("Error!", t.toasts.badKey);
    expect(source.add).not.toHaveBeenCalled();
  });

  it("adds content, showing Adding... while busy", async () => {
    const source = new FakeSource([row(1)]);
    let finish: (value: Result<ContentItem>) => void = () => undefined;
    source.add.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const user = await renderPanel(source);
    await user.type(screen.getByLabelText(t.add.keyLabel), "home.new");
    await user.type(screen.getByLabelText(t.add.valueLabel), "New value");
    await user.click(screen.getByRole("button", { name: t.add.submit }));
    expect(screen.getByRole("button", { name: t.add.submitting })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Edit home.item1" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete home.item1" })).toBeDisabled();
    await act(async () =>
      finish({
        ok: true,
        data: { ...row(5), content_key: "home.new", content_value: "New value" },
      }),
    );
    expect(source.add).toHaveBeenCalledWith("home.new", "New value");
    expect(screen.getByText("New value")).toBeInTheDocument();
    toastWith("Content Added!");
    expect(screen.getByLabelText(t.add.keyLabel)).toHaveValue("");
  });

  it("reports an add failure", async () => {
    const source = new FakeSource([]);
    source.addResult = { ok: false, message: "permission denied" };
    const user = await renderPanel(source);
    await user.type(screen.getByLabelText(t.add.keyLabel), "home.new");
    await user.type(screen.getByLabelText(t.add.valueLabel), "v");
    await user.click(screen.getByRole("button", { name: t.add.submit }));
    expect(
      await screen.findByText("Failed to add new content: permission denied"),
    ).toBeInTheDocument();
    toastWith("Error adding content");
  });

  it("edits a short value in an input and a long one in a textarea", async () => {
    const source = new FakeSource([row(1), row(2, "y".repeat(101))]);
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: "Edit home.item2" }));
    expect(screen.getByLabelText(t.list.valueLabel("home.item2")).tagName).toBe("TEXTAREA");
    await user.click(screen.getByRole("button", { name: "Edit home.item1" }));
    const box = screen.getByLabelText(t.list.valueLabel("home.item1"));
    expect(box.tagName).toBe("INPUT");
    await user.clear(box);
    await user.type(box, "Edited");
    const item = screen.getAllByTestId("content-item")[0];
    await user.click(within(item).getByRole("button", { name: t.list.save }));
    expect(source.save).toHaveBeenCalledWith(row(1), "Edited");
    toastWith("Content Saved!");
    expect(screen.queryByLabelText(t.list.valueLabel("home.item1"))).not.toBeInTheDocument();
    expect(screen.getByText("Edited")).toBeInTheDocument();
  });

  it("shows Saving... and reports a save failure", async () => {
    const source = new FakeSource([row(1)]);
    let finish: (value: Result<SaveOutcome>) => void = () => undefined;
    source.save.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: "Edit home.item1" }));
    await user.click(screen.getByRole("button", { name: t.list.save }));
    expect(screen.getByRole("button", { name: t.list.saving })).toBeDisabled();
    expect(screen.getByRole("button", { name: t.add.submit })).toBeDisabled();
    await act(async () => finish({ ok: false, message: "boom" }));
    expect(screen.getByText("Failed to save: boom")).toBeInTheDocument();
    toastWith("Error saving content");
  });

  it("refuses a stale save and lets the editor keep theirs or take the new one", async () => {
    const source = new FakeSource([row(1)]);
    const latest = { ...row(1, "Their value"), updated_at: "2026-03-01T00:00:00+00:00" };
    source.saveResult = { ok: true, data: { kind: "changed", latest } };
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: "Edit home.item1" }));
    const box = screen.getByLabelText(t.list.valueLabel("home.item1"));
    await user.clear(box);
    await user.type(box, "My value");
    await user.click(screen.getByRole("button", { name: t.list.save }));
    expect(await screen.findByText(t.conflict.refusedTitle)).toBeInTheDocument();
    expect(screen.getByTestId("their-version")).toHaveTextContent("Their value");
    expect(box).toHaveValue("My value");
    source.saveResult = null;
    await user.click(screen.getByRole("button", { name: t.conflict.keepMine }));
    expect(source.save).toHaveBeenLastCalledWith(latest, "My value");
    toastWith("Content Saved!");
    expect(screen.getByText("My value")).toBeInTheDocument();
  });

  it("keeps the draft when someone else changes or deletes the item being edited", async () => {
    const source = new FakeSource([row(1), row(2)]);
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: "Edit home.item1" }));
    await user.type(screen.getByLabelText(t.list.valueLabel("home.item1")), " draft");
    act(() =>
      source.emit({
        eventType: "UPDATE",
        new: { ...row(1, "Changed elsewhere"), updated_at: "2026-04-01T00:00:00+00:00" },
      }),
    );
    expect(screen.getByText(t.conflict.changedTitle)).toBeInTheDocument();
    expect(screen.getByTestId("their-version")).toHaveTextContent("Changed elsewhere");
    expect(screen.getByLabelText(t.list.valueLabel("home.item1"))).toHaveValue("Value 1 draft");
    toastWith("Realtime Update", t.realtime.updateDescription("home.item1", "UPDATE"));
    await user.click(screen.getByRole("button", { name: t.conflict.takeTheirs }));
    expect(screen.getByText("Changed elsewhere")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit home.item2" }));
    act(() => source.emit({ eventType: "DELETE", old: { id: "id-2" } }));
    expect(screen.getByText(t.conflict.deletedTitle)).toBeInTheDocument();
    expect(screen.getByLabelText(t.list.valueLabel("home.item2"))).toHaveValue("Value 2");
    toastWith("Realtime Update", t.realtime.updateDescription("home.item2", "DELETE"));
    await user.click(screen.getByRole("button", { name: t.conflict.restore }));
    expect(source.add).toHaveBeenCalledWith("home.item2", "Value 2");
  });

  it("applies live inserts and announces them", async () => {
    const source = new FakeSource([row(1), row(3)]);
    await renderPanel(source);
    act(() => source.emit({ eventType: "INSERT", new: row(2) }));
    expect(screen.getAllByTestId("content-item").map((item) => item.dataset.key)).toEqual([
      "home.item1",
      "home.item2",
      "home.item3",
    ]);
    toastWith("Realtime Update", t.realtime.updateDescription("home.item2", "INSERT"));
  });

  it("asks before deleting and reports the result", async () => {
    const source = new FakeSource([row(1)]);
    const confirm = jest.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: "Delete home.item1" }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete "home.item1"?');
    expect(source.remove).not.toHaveBeenCalled();
    source.removeResult = { ok: false, message: "nope" };
    await user.click(screen.getByRole("button", { name: "Delete home.item1" }));
    expect(await screen.findByText("Failed to delete: nope")).toBeInTheDocument();
    toastWith("Error deleting content");
    source.removeResult = { ok: true, data: true };
    await user.click(screen.getByRole("button", { name: "Delete home.item1" }));
    await waitFor(() => expect(screen.queryByTestId("content-item")).not.toBeInTheDocument());
    toastWith("Content Deleted!");
    confirm.mockRestore();
  });

  it("asks before leaving with an unsaved draft", async () => {
    const user = await renderPanel(new FakeSource([row(1)]));
    const clean = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole("button", { name: "Edit home.item1" }));
    await user.type(screen.getByLabelText(t.list.valueLabel("home.item1")), "!");
    const dirty = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

describe("AdminPanel page editor", () => {
  const entry = (key: string, page: string, text: string, field: string): SiteTextEntry => ({
    key,
    default: text,
    page,
    field,
    location: `${page}: ${field}`,
    multiline: text.length > 80,
  });
  const catalogue = [
    entry("home.hero.title", "home", "Engineering the future", "hero.title"),
    entry("home.hero.subtitle", "home", "Silicon to software", "hero.subtitle"),
    entry("contact.faq.0.question", "contact", "How do we start?", "faq.0.question"),
  ];
  const pages: SiteTextPage[] = [
    { id: "home", group: "pages", label: "Home", path: "/", root: "home" },
    { id: "contact", group: "pages", label: "Contact", path: "/contact", root: "contact" },
  ];
  const storedTitle: ContentItem = {
    ...row(1, "Chips that ship"),
    content_key: "home.hero.title",
  };
  const unused: ContentItem = { ...row(2, "Old banner"), content_key: "old.banner" };

  /** Renders and waits for the home page's two texts, `stored` of them stored. */
  async function renderEditor(
    source: FakeSource,
    stored = 1,
    drafts = new FakeDrafts(),
    canPublish = true,
  ) {
    const user = userEvent.setup();
    goTo("/admin/pages/home");
    render(
      <AdminPanel
        source={source}
        activity={new FakeActivity()}
        drafts={drafts}
        catalogue={catalogue}
        pages={pages}
        view={{ kind: "pages" }}
        canPublish={canPublish}
      />,
    );
    await screen.findByText(t.pages.fieldCount(2, stored));
    return user;
  }
  const field = (key: string) =>
    screen.getAllByTestId("page-field").find((element) => element.dataset.key === key)!;

  it("shows every text of the picked page, marked stored or default, and links to it", async () => {
    const user = await renderEditor(new FakeSource([storedTitle, unused]));
    expect(field("home.hero.title")).toHaveTextContent("Chips that ship");
    expect(field("home.hero.title")).toHaveTextContent(t.pages.stored);
    expect(field("home.hero.title")).toHaveTextContent("Engineering the future");
    expect(field("home.hero.subtitle")).toHaveTextContent(t.pages.defaultMarker);
    expect(screen.getByTestId("view-on-site")).toHaveAttribute("href", "/");
    await user.selectOptions(screen.getByLabelText(t.pages.pickerLabel), "contact");
    expect(screen.getAllByTestId("page-field").map((element) => element.dataset.key)).toEqual([
      "contact.faq.0.question",
    ]);
    expect(screen.getByTestId("view-on-site")).toHaveAttribute("href", "/contact");
    expect(screen.getByTestId("unused-keys")).toHaveTextContent("old.banner");
  });

  it("stages on Enter, and Publish now stores a default as a new row or a stored one over its version", async () => {
    const source = new FakeSource([storedTitle]);
    const drafts = new FakeDrafts();
    const user = await renderEditor(source, 1, drafts);
    await user.click(within(field("home.hero.subtitle")).getByRole("button", { name: /Edit/ }));
    const box = within(field("home.hero.subtitle")).getByRole("textbox");
    expect(box).toHaveValue("Silicon to software");
    await user.clear(box);
    await user.type(box, "Staged words{Enter}");
    expect(drafts.stage).toHaveBeenCalledWith("home.hero.subtitle", "Staged words");
    expect(source.add).not.toHaveBeenCalled();

    await user.click(within(field("home.hero.subtitle")).getByRole("button", { name: /Edit/ }));
    const again = within(field("home.hero.subtitle")).getByRole("textbox");
    await user.clear(again);
    await user.type(again, "From silicon to cloud");
    await user.click(
      within(field("home.hero.subtitle")).getByRole("button", { name: adminActions.publishNow }),
    );
    expect(source.add).toHaveBeenCalledWith("home.hero.subtitle", "From silicon to cloud");
    expect(await screen.findByText(t.pages.fieldCount(2, 2))).toBeInTheDocument();

    await user.click(within(field("home.hero.title")).getByRole("button", { name: /Edit/ }));
    const title = within(field("home.hero.title")).getByRole("textbox");
    await user.clear(title);
    await user.type(title, "Chips, shipped");
    await user.click(
      within(field("home.hero.title")).getByRole("button", { name: adminActions.publishNow }),
    );
    expect(source.save).toHaveBeenCalledWith(storedTitle, "Chips, shipped");
    toastWith("Content Saved!");
  });

  it("puts the line saying what each button does beside them, worded for who reads it", async () => {
    const user = await renderEditor(new FakeSource([storedTitle]));
    await user.click(within(field("home.hero.title")).getByRole("button", { name: /Edit/ }));
    const stage = within(field("home.hero.title")).getByRole("button", {
      name: adminActions.stage,
    });
    expect(stage).toHaveAccessibleDescription(adminActions.explain.publisher);
    const buttons = within(field("home.hero.title"))
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(buttons).toEqual([adminActions.stage, adminActions.publishNow, t.list.cancel]);
  });

  it("offers an author Stage for review and no Publish now", async () => {
    const user = await renderEditor(new FakeSource([storedTitle]), 1, new FakeDrafts(), false);
    await user.click(within(field("home.hero.title")).getByRole("button", { name: /Edit/ }));
    const row = within(field("home.hero.title"));
    expect(row.getByRole("button", { name: adminActions.stage })).toHaveAccessibleDescription(
      adminActions.explain.author,
    );
    expect(row.queryByRole("button", { name: adminActions.publishNow })).toBeNull();
  });

  it("refuses to store an empty text", async () => {
    const source = new FakeSource([]);
    const user = await renderEditor(source, 0);
    await user.click(within(field("home.hero.subtitle")).getByRole("button", { name: /Edit/ }));
    await user.clear(within(field("home.hero.subtitle")).getByRole("textbox"));
    await user.click(
      within(field("home.hero.subtitle")).getByRole("button", { name: adminActions.publishNow }),
    );
    toastWith("Error!", "Both key and value are required to add new content.");
    expect(source.add).not.toHaveBeenCalled();
  });

  it("resets a stored text to its default by deleting the row, after asking", async () => {
    const source = new FakeSource([storedTitle]);
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const user = await renderEditor(source);
    await user.click(
      within(field("home.hero.title")).getByRole("button", { name: /^Reset to default/ }),
    );
    // The page editor shows no keys: the question and the toast name the text as its row does.
    expect(confirm).toHaveBeenCalledWith(t.pages.confirmReset("Hero: title"));
    expect(source.remove).toHaveBeenCalledWith(storedTitle.id);
    await waitFor(() =>
      expect(field("home.hero.title")).toHaveTextContent("Engineering the future"),
    );
    expect(field("home.hero.title")).toHaveTextContent(t.pages.defaultMarker);
    toastWith(t.toasts.reset, t.toasts.resetText("Hero: title"));
    confirm.mockRestore();
  });

  it("searches across pages by key, value and page name", async () => {
    const user = await renderEditor(new FakeSource([storedTitle]));
    const search = screen.getByLabelText(t.pages.searchLabel);
    await user.type(search, "chips");
    expect(screen.getAllByTestId("page-field").map((element) => element.dataset.key)).toEqual([
      "home.hero.title",
    ]);
    await user.clear(search);
    await user.type(search, "contact start");
    expect(screen.getAllByTestId("page-field").map((element) => element.dataset.key)).toEqual([
      "contact.faq.0.question",
    ]);
    expect(screen.getByText(t.pages.onPage("Contact"))).toBeInTheDocument();
    await user.type(search, " zzz");
    expect(screen.getByText(t.pages.results(0, 0))).toBeInTheDocument();
  });

  it("shows a default being edited as a conflict when someone stores the same key", async () => {
    const source = new FakeSource([]);
    const user = await renderEditor(source, 0);
    await user.click(within(field("home.hero.subtitle")).getByRole("button", { name: /Edit/ }));
    act(() =>
      source.emit({
        eventType: "INSERT",
        new: { ...row(3, "Someone else's"), content_key: "home.hero.subtitle" },
      }),
    );
    expect(within(field("home.hero.subtitle")).getByText(t.conflict.changedTitle)).toBeVisible();
    expect(within(field("home.hero.subtitle")).getByTestId("their-version")).toHaveTextContent(
      "Someone else's",
    );
  });
});

describe("AdminPanel history and undo", () => {
  const entry = (id: number, patch: Partial<HistoryEntry>): HistoryEntry =>
    historyEntry(id, {
      content_id: "id-1",
      content_key: "home.item1",
      old_value: "Older",
      new_value: "Value 1",
      actor_id: "user-1",
      changed_at: "2026-01-02T10:00:00+00:00",
      ...patch,
    });
  /** The Undo button of the last toast that offered one. */
  const lastUndo = () => {
    const call = [...toast.mock.calls].reverse().find(([message]) => message.action);
    return call?.[0].action;
  };

  it("shows who changed what and when, and restores an earlier version", async () => {
    const source = new FakeSource([row(1)]);
    source.historyRows = [
      entry(2, {}),
      entry(1, {
        operation: "INSERT",
        old_value: null,
        new_value: "Older",
        actor_kind: "service_role",
        actor_email: null,
      }),
    ];
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: t.history.showLabel("home.item1") }));
    const entries = await screen.findAllByTestId("history-entry");
    expect(source.history).toHaveBeenCalledWith("home.item1");
    expect(entries[0]).toHaveTextContent(t.history.byWhom("Changed", "other@example.com"));
    expect(entries[0]).toHaveTextContent("Older");
    expect(entries[1]).toHaveTextContent(t.history.byWhom("Added", t.history.actors.service_role));
    // The current text is not offered again; the older one is.
    expect(within(entries[0]!).queryByRole("button")).not.toBeInTheDocument();
    await user.click(within(entries[1]!).getByRole("button", { name: /Restore this version/ }));
    expect(source.save).toHaveBeenCalledWith(row(1), "Older");
    toastWith(t.toasts.restored, t.toasts.restoredText("home.item1"));
  });

  it("says so when the history cannot be loaded", async () => {
    const source = new FakeSource([row(1)]);
    source.history.mockResolvedValueOnce({ ok: false, message: "permission denied" });
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: t.history.showLabel("home.item1") }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      t.history.failed("permission denied"),
    );
  });

  it("offers Undo after a save, which writes the earlier text back", async () => {
    const source = new FakeSource([row(1)]);
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: "Edit home.item1" }));
    const box = screen.getByLabelText(t.list.valueLabel("home.item1"));
    await user.clear(box);
    await user.type(box, "Edited{Enter}");
    await screen.findByText("Edited");
    expect(lastUndo()?.label).toBe(t.toasts.undo);
    await act(async () => lastUndo()?.onClick());
    await waitFor(() => expect(source.save).toHaveBeenCalledTimes(2));
    expect(source.save.mock.calls[1]?.[1]).toBe("Value 1");
    toastWith(t.toasts.undone, t.toasts.undoneText("home.item1"));
  });

  it("refuses an Undo once someone else has changed the text since", async () => {
    const source = new FakeSource([row(1)]);
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: "Edit home.item1" }));
    const box = screen.getByLabelText(t.list.valueLabel("home.item1"));
    await user.clear(box);
    await user.type(box, "Edited{Enter}");
    await screen.findByText("Edited");
    const theirs = { ...row(1, "Theirs"), updated_at: "2026-05-01T00:00:00+00:00" };
    act(() => source.emit({ eventType: "UPDATE", new: theirs }));
    source.saveResult = { ok: true, data: { kind: "changed", latest: theirs } };
    await act(async () => lastUndo()?.onClick());
    // The undo compared against the row as the save left it, not against their newer one.
    expect(source.save.mock.calls[1]?.[0].updated_at).toBe("2026-02-01T00:00:00+00:00");
    toastWith(t.toasts.conflict, t.conflict.refusedTitle);
    expect(screen.getByText("Theirs")).toBeInTheDocument();
  });

  it("offers Undo after a delete, which adds the row again", async () => {
    const source = new FakeSource([row(1)]);
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const user = await renderPanel(source);
    await user.click(screen.getByRole("button", { name: "Delete home.item1" }));
    await waitFor(() => expect(screen.queryByTestId("content-item")).not.toBeInTheDocument());
    await act(async () => lastUndo()?.onClick());
    expect(source.add).toHaveBeenCalledWith("home.item1", "Value 1");
    expect(await screen.findByText("Value 1")).toBeInTheDocument();
    confirm.mockRestore();
  });
});

describe("AdminPanel's list of every text", () => {
  it("says which blanks a text's words must keep, beside it and for its edit box", async () => {
    const user = userEvent.setup();
    goTo("/admin");
    const withBlanks: SiteTextEntry = {
      key: "services.areas.all-in",
      default: "All {count} in {subcategory}",
      page: "services",
      field: "areas.all-in",
      location: "Services overview: Areas › All in",
      multiline: false,
    };
    const stored: ContentItem = {
      ...row(1, "Every {count} of {subcategory}"),
      content_key: withBlanks.key,
    };
    const plain: ContentItem = { ...row(2, "Chips that ship"), content_key: "home.hero.title" };
    render(
      <AdminPanel
        source={new FakeSource([stored, plain])}
        activity={new FakeActivity()}
        drafts={new FakeDrafts()}
        catalogue={[withBlanks]}
      />,
    );
    const hint = t.pages.blanks(["{count}", "{subcategory}"]);
    const items = await screen.findAllByTestId("content-item");
    const [blanksItem, plainItem] = items;
    expect(blanksItem).toHaveTextContent(hint);
    expect(plainItem).not.toHaveTextContent(hint);
    await user.click(
      within(blanksItem!).getByRole("button", { name: t.list.editLabel(withBlanks.key) }),
    );
    expect(within(blanksItem!).getByRole("textbox")).toHaveAccessibleDescription(hint);
  });
});
