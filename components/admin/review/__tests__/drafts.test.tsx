import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminText as t } from "@/content/admin";
import { showToast } from "@/lib/toast";
import { AdminPanel, type AdminView } from "../../site-text/admin-panel.client";
import type { ItemDraft } from "@/lib/collections/staged";
import { FakeActivity, FakeDrafts, FakeSource, row } from "../../__tests__/fakes";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn(() => Promise.resolve()) }));
const toast = showToast as jest.MockedFunction<typeof showToast>;

const catalogue = [
  {
    key: "home.item1",
    default: "Default 1",
    page: "home",
    field: "item1",
    location: "Home: item1",
    multiline: false,
  },
  {
    key: "about.title",
    default: "About us",
    page: "about",
    field: "title",
    location: "About: title",
    multiline: false,
  },
];
const pages = [
  { id: "home", label: "Home", path: "/", group: "pages", root: "home" },
  { id: "about", label: "About", path: "/about", group: "pages", root: "about" },
] as const;

const lists = {
  services: { title: "Services", nameField: "name", page: "/services", bySlug: true },
  faqs: { title: "FAQs", nameField: "question", page: "/contact", bySlug: false },
};

const stagedItem = (item: ItemDraft["item"], base: string | null, id = "1"): ItemDraft => ({
  collection: item && "slug" in (item as object) ? "services" : "faqs",
  item_id: `00000000-0000-4000-8000-00000000000${id}`,
  item,
  base_updated_at: base,
  label: null,
  staged_by: "user-2",
  staged_by_email: "other@example.com",
  staged_at: `2026-11-25T10:00:0${id}+00:00`,
  schedule_id: null,
});

async function renderPanel(drafts = new FakeDrafts(), view: AdminView = { kind: "staged" }) {
  const user = userEvent.setup();
  render(
    <AdminPanel
      view={view}
      source={new FakeSource([row(1)])}
      activity={new FakeActivity()}
      drafts={drafts}
      catalogue={catalogue}
      pages={pages}
      lists={lists}
    />,
  );
  await waitFor(() => expect(screen.queryByText(t.list.loading)).not.toBeInTheDocument());
  await waitFor(() => expect(screen.queryByText(t.drafts.loading)).not.toBeInTheDocument());
  return { user, drafts };
}

const listItem = (key: string) =>
  screen.getAllByTestId("content-item").find((element) => element.dataset.key === key)!;

beforeEach(() => {
  toast.mockClear();
  jest.spyOn(window, "confirm").mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

describe("staged changes", () => {
  it("stages an edit instead of saving it, closes the edit and marks the text", async () => {
    const { user, drafts } = await renderPanel(undefined, { kind: "overview" });
    const item = listItem("home.item1");
    await user.click(within(item).getByRole("button", { name: t.list.editLabel("home.item1") }));
    await user.clear(within(item).getByRole("textbox"));
    await user.type(within(item).getByRole("textbox"), "Next week's text");
    await user.click(within(item).getByRole("button", { name: t.drafts.stage }));

    expect(drafts.stage).toHaveBeenCalledWith("home.item1", "Next week's text");
    expect(within(listItem("home.item1")).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(listItem("home.item1")).getByTestId("staged-mark")).toHaveTextContent(
      "Next week's text",
    );
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: t.drafts.staged,
        description: t.drafts.stagedText("home.item1"),
      }),
    );
    // The overview says something is staged, and where to review it.
    expect(await screen.findByTestId("staged-summary")).toHaveTextContent(t.stagedSummary.text(1));
    expect(screen.getByRole("link", { name: t.stagedSummary.review })).toHaveAttribute(
      "href",
      "/admin/staged",
    );
  });

  it("refuses to stage an empty text, and keeps the edit open when staging fails", async () => {
    const { user, drafts } = await renderPanel(undefined, { kind: "overview" });
    const item = listItem("home.item1");
    await user.click(within(item).getByRole("button", { name: t.list.editLabel("home.item1") }));
    await user.clear(within(item).getByRole("textbox"));
    await user.click(within(item).getByRole("button", { name: t.drafts.stage }));
    expect(drafts.stage).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: t.toasts.required, variant: "destructive" }),
    );

    drafts.failWith = "permission denied";
    await user.type(within(item).getByRole("textbox"), "x");
    await user.click(within(item).getByRole("button", { name: t.drafts.stage }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: t.drafts.stageFailed,
        description: "permission denied",
        variant: "destructive",
      }),
    );
    expect(within(item).getByRole("textbox")).toHaveValue("x");
  });

  it("publishes everything staged after asking", async () => {
    const drafts = new FakeDrafts();
    await drafts.stage("about.title", "Who we are");
    await drafts.stage("home.item1", null);
    const { user } = await renderPanel(drafts);
    const list = screen.getByTestId("staged-changes");
    expect(
      within(list)
        .getAllByTestId("staged-change")
        .map((li) => li.dataset.key),
    ).toEqual(["home.item1", "about.title"]);
    expect(within(list).getAllByTestId("staged-change")[0]).toHaveTextContent(t.drafts.toDefault);
    // A key with no stored row shows the default it replaces.
    expect(within(list).getAllByTestId("staged-change")[1]).toHaveTextContent("About us");

    await user.click(screen.getByRole("button", { name: t.drafts.publish(2) }));
    expect(window.confirm).toHaveBeenCalledWith(t.drafts.confirmPublish(2));
    await screen.findByText(t.drafts.empty);
    expect(drafts.publish).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: t.drafts.published,
        description: t.drafts.publishedText(2),
      }),
    );
  });

  it("keeps everything staged when publishing fails or is not confirmed", async () => {
    const drafts = new FakeDrafts();
    await drafts.stage("about.title", "Who we are");
    const { user } = await renderPanel(drafts);
    await screen.findByTestId("staged-change");
    jest.spyOn(window, "confirm").mockReturnValue(false);
    await user.click(screen.getByRole("button", { name: t.drafts.publish(1) }));
    expect(drafts.publish).not.toHaveBeenCalled();

    jest.spyOn(window, "confirm").mockReturnValue(true);
    drafts.failWith = "Only editors and admins can publish staged changes";
    await user.click(screen.getByRole("button", { name: t.drafts.publish(1) }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: t.drafts.publishFailed,
        description: "Only editors and admins can publish staged changes",
        variant: "destructive",
      }),
    );
    expect(screen.getByTestId("staged-change")).toBeInTheDocument();
  });

  it("reads the stage again when its channel is back after a drop, not before", async () => {
    const drafts = new FakeDrafts();
    await renderPanel(drafts);
    expect(drafts.list).toHaveBeenCalledTimes(1);
    act(() => drafts.status("SUBSCRIBED"));
    expect(drafts.list).toHaveBeenCalledTimes(1);
    // Staged by someone else while the channel was down: no change was pushed.
    await drafts.stage("about.title", "Who we are");
    act(() => drafts.status("CHANNEL_ERROR"));
    act(() => drafts.status("TIMED_OUT"));
    expect(drafts.list).toHaveBeenCalledTimes(1);
    act(() => drafts.status("SUBSCRIBED"));
    expect(await screen.findByTestId("staged-change")).toHaveAttribute("data-key", "about.title");
    expect(drafts.list).toHaveBeenCalledTimes(2);
  });

  it("discards one staged change, or all of them after asking", async () => {
    const drafts = new FakeDrafts();
    await drafts.stage("about.title", "Who we are");
    await drafts.stage("home.item1", "Soon");
    const { user } = await renderPanel(drafts);
    await screen.findAllByTestId("staged-change");
    await user.click(screen.getByRole("button", { name: t.drafts.discardLabel("about.title") }));
    expect(drafts.discard).toHaveBeenLastCalledWith({
      texts: [expect.objectContaining({ content_key: "about.title" })],
      items: [],
    });
    await waitFor(() => expect(screen.getAllByTestId("staged-change")).toHaveLength(1));
    await drafts.stage("about.title", "Again");
    drafts.onChange();
    await waitFor(() => expect(screen.getAllByTestId("staged-change")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: t.drafts.discardAll }));
    expect(window.confirm).toHaveBeenCalledWith(t.drafts.confirmDiscardAll(2));
    await screen.findByText(t.drafts.empty);
  });

  it("lists a staged text in the Staged room with its new and published words and its preview", async () => {
    const drafts = new FakeDrafts();
    await drafts.stage("home.item1", "Next week's text");
    await renderPanel(drafts);
    const staged = await screen.findByTestId("staged-change");
    expect(staged).toHaveTextContent("Next week's text");
    expect(staged).toHaveTextContent("Value 1");
    expect(
      within(staged).getByRole("link", { name: t.drafts.previewLabel("home.item1") }),
    ).toHaveAttribute("href", "/api/preview?path=%2F");
  });

  it("lists staged items with what they are, where to preview them and their form", async () => {
    const drafts = new FakeDrafts();
    drafts.items = [
      stagedItem({ name: "Chiplets", slug: "chiplets" }, null, "1"),
      stagedItem({ question: "Do you sign NDAs?" }, "2026-11-24T09:00:00+00:00", "2"),
    ];
    await drafts.stage("about.title", "Who we are");
    const { user } = await renderPanel(drafts);
    const [added, changed] = await screen.findAllByTestId("staged-item");
    expect(added).toHaveTextContent(`${t.drafts.itemKind.new}Services: Chiplets`);
    expect(added).toHaveTextContent(t.drafts.stagedBy("other@example.com", ""));
    expect(
      within(added!).getByRole("link", { name: t.drafts.previewItemLabel("Chiplets") }),
    ).toHaveAttribute("href", `/api/preview?path=${encodeURIComponent("/services/chiplets")}`);
    expect(
      within(added!).getByRole("link", { name: t.drafts.openLabel("Chiplets") }),
    ).toHaveAttribute("href", "/admin/services/00000000-0000-4000-8000-000000000001");
    expect(changed).toHaveTextContent(`${t.drafts.itemKind.change}FAQs: Do you sign NDAs?`);
    expect(
      within(changed!).getByRole("link", { name: t.drafts.previewItemLabel("Do you sign NDAs?") }),
    ).toHaveAttribute("href", `/api/preview?path=${encodeURIComponent("/contact")}`);

    await user.click(
      screen.getByRole("button", { name: t.drafts.discardItemLabel("Do you sign NDAs?") }),
    );
    expect(drafts.discard).toHaveBeenLastCalledWith({
      texts: [],
      items: [
        expect.objectContaining({
          collection: "faqs",
          item_id: "00000000-0000-4000-8000-000000000002",
        }),
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId("staged-item")).toHaveLength(1));

    await user.click(screen.getByRole("button", { name: t.drafts.publish(2) }));
    expect(window.confirm).toHaveBeenCalledWith(t.drafts.confirmPublish(2));
    await screen.findByText(t.drafts.empty);
    expect(drafts.publish).toHaveBeenCalledTimes(1);
  });

  it("names a staged removal, and discards items with the texts when discarding all", async () => {
    const drafts = new FakeDrafts();
    drafts.items = [stagedItem(null, "2026-11-24T09:00:00+00:00", "3")];
    await drafts.stage("home.item1", "Soon");
    const { user } = await renderPanel(drafts);
    const [removal] = await screen.findAllByTestId("staged-item");
    expect(removal).toHaveTextContent(`${t.drafts.itemKind.removal}FAQs: ${t.drafts.removedItem}`);
    await user.click(screen.getByRole("button", { name: t.drafts.discardAll }));
    expect(window.confirm).toHaveBeenCalledWith(t.drafts.confirmDiscardAll(2));
    await screen.findByText(t.drafts.empty);
    expect(drafts.discard).toHaveBeenLastCalledWith({
      texts: [expect.objectContaining({ content_key: "home.item1" })],
      items: [expect.objectContaining({ item_id: "00000000-0000-4000-8000-000000000003" })],
    });
  });

  it("says why staged items could not be read", async () => {
    const drafts = new FakeDrafts();
    drafts.listItems.mockResolvedValueOnce({ ok: false, message: "permission denied" });
    await renderPanel(drafts);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      t.drafts.failed("permission denied"),
    );
  });
});
