import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminText as t } from "@/content/admin";
import { AdminPanel } from "../admin-panel.client";
import type { Result } from "../data-source";
import type { ContentItem } from "../state/content-list";
import { contentPage, pageOfKey, ROWS_PER_PAGE } from "../state/content-pages";
import { FakeActivity, FakeDrafts, FakeSource } from "../../__tests__/fakes";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn(() => Promise.resolve()) }));
jest.mock(
  "next/navigation",
  () => jest.requireActual("../../__tests__/navigation-fake").navigationFake,
);

const BASE = Date.parse("2026-01-01T00:00:00Z");
const text = (n: number, value = `Value ${n}`): ContentItem => {
  const at = new Date(BASE + n * 1000).toISOString();
  return {
    id: `id-${n}`,
    content_key: `bulk.text${n}`,
    content_value: value,
    created_at: at,
    updated_at: at,
  };
};
const texts = (count: number) => Array.from({ length: count }, (_, i) => text(i + 1));
const shownKeys = () => screen.getAllByTestId("content-item").map((item) => item.dataset.key);

describe("contentPage", () => {
  const rows = texts(250);

  it("cuts every row into pages in created_at order and says which rows are shown", () => {
    const first = contentPage(rows, "", 0);
    expect(first).toMatchObject({ page: 0, pageCount: 3, first: 1, last: 100, total: 250 });
    expect(first.rows).toHaveLength(ROWS_PER_PAGE);
    const last = contentPage(rows, "", 2);
    expect(last).toMatchObject({ first: 201, last: 250 });
    expect(last.rows.at(-1)?.content_key).toBe("bulk.text250");
  });

  it("keeps a page past the end on the last page there is", () => {
    expect(contentPage(rows, "", 9).page).toBe(2);
    expect(contentPage(rows, "", -1).page).toBe(0);
  });

  it("searches keys and values of every row, ignoring case and outer spaces", () => {
    const byKey = contentPage(rows, "  BULK.TEXT24 ", 0);
    expect(byKey.rows.map((row) => row.content_key)).toEqual([
      "bulk.text24",
      ...Array.from({ length: 10 }, (_, i) => `bulk.text${240 + i}`),
    ]);
    const withValue = [...rows, { ...text(251), content_value: "Silicon Validation Lab" }];
    expect(contentPage(withValue, "validation", 0).rows.map((row) => row.id)).toEqual(["id-251"]);
    expect(contentPage(rows, "nothing like this", 0)).toMatchObject({
      rows: [],
      first: 0,
      last: 0,
      total: 0,
      pageCount: 1,
    });
  });

  it("finds the page a row is on, within a search", () => {
    expect(pageOfKey(rows, "", "bulk.text1")).toBe(0);
    expect(pageOfKey(rows, "", "bulk.text201")).toBe(2);
    // 11 rows match "text2" before it (2, 20 to 29).
    expect(pageOfKey(rows, "text2", "bulk.text201")).toBe(0);
    expect(pageOfKey(rows, "text3", "bulk.text201")).toBeNull();
  });
});

describe("the Manage Content list with many texts", () => {
  // Hundreds of rows rendered by jsdom, typed into key by key: slow on a loaded machine.
  jest.setTimeout(30_000);

  async function renderPanel(source: FakeSource) {
    const user = userEvent.setup();
    render(<AdminPanel source={source} activity={new FakeActivity()} drafts={new FakeDrafts()} />);
    await waitFor(() => expect(screen.queryByText(t.list.loading)).not.toBeInTheDocument());
    return user;
  }

  it("renders one page, counts every row, and turns pages", async () => {
    const user = await renderPanel(new FakeSource(texts(250)));
    expect(screen.getByText("Texts 1 to 100 of 250.")).toBeInTheDocument();
    expect(shownKeys()).toHaveLength(100);
    expect(screen.getByRole("button", { name: t.list.previous })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: t.list.next }));
    expect(screen.getByText("Texts 101 to 200 of 250.")).toBeInTheDocument();
    expect(screen.getByText(t.list.pageOf(2, 3))).toBeInTheDocument();
    expect(shownKeys()[0]).toBe("bulk.text101");
    await user.click(screen.getByRole("button", { name: t.list.next }));
    expect(shownKeys()).toHaveLength(50);
    expect(screen.getByRole("button", { name: t.list.next })).toBeDisabled();
  });

  it("shows the first rows while the rest arrive", async () => {
    const source = new FakeSource([]);
    let finish: () => void = () => undefined;
    source.list.mockImplementationOnce(
      (onFirstPage) =>
        new Promise<Result<ContentItem[]>>((resolve) => {
          onFirstPage?.(texts(1_000), 2_500);
          finish = () => resolve({ ok: true, data: texts(2_500) });
        }),
    );
    render(<AdminPanel source={source} activity={new FakeActivity()} drafts={new FakeDrafts()} />);
    expect(await screen.findByText("Loading texts: 1,000 of 2,500 so far...")).toBeInTheDocument();
    expect(shownKeys()).toHaveLength(100);
    await act(async () => finish());
    expect(screen.getByText("Texts 1 to 100 of 2,500.")).toBeInTheDocument();
  });

  it("keeps what changed while the rest loaded: the full list does not undo it", async () => {
    const source = new FakeSource([]);
    let finish: () => void = () => undefined;
    source.list.mockImplementationOnce(
      (onFirstPage) =>
        new Promise<Result<ContentItem[]>>((resolve) => {
          onFirstPage?.(texts(1_000), 2_500);
          // The rest was read before the changes below.
          finish = () => resolve({ ok: true, data: texts(2_500) });
        }),
    );
    const user = userEvent.setup();
    render(<AdminPanel source={source} activity={new FakeActivity()} drafts={new FakeDrafts()} />);
    await screen.findByText("Loading texts: 1,000 of 2,500 so far...");
    await user.click(screen.getByRole("button", { name: t.list.editLabel("bulk.text1") }));
    await user.clear(screen.getByLabelText(t.list.valueLabel("bulk.text1")));
    await user.type(screen.getByLabelText(t.list.valueLabel("bulk.text1")), "Saved meanwhile");
    await user.click(screen.getByRole("button", { name: t.list.save }));
    expect(await screen.findByText("Saved meanwhile")).toBeInTheDocument();
    act(() => source.emit({ eventType: "DELETE", old: { id: "id-2" } }));
    await act(async () => finish());
    expect(screen.getByText("Saved meanwhile")).toBeInTheDocument();
    expect(shownKeys()).not.toContain("bulk.text2");
    expect(screen.getByText("Texts 1 to 100 of 2,499.")).toBeInTheDocument();
  });

  it("shows no partial list when the rest fails to load", async () => {
    const source = new FakeSource([]);
    source.list.mockImplementationOnce(async (onFirstPage) => {
      onFirstPage?.(texts(1_000), 2_500);
      return { ok: false, message: "connection reset" };
    });
    render(<AdminPanel source={source} activity={new FakeActivity()} drafts={new FakeDrafts()} />);
    expect(await screen.findByText(/Failed to load content: connection reset/)).toBeInTheDocument();
    expect(screen.queryAllByTestId("content-item")).toHaveLength(0);
  });

  it("finds any text by key or value, from whichever page", async () => {
    const user = await renderPanel(new FakeSource([...texts(249), text(250, "The last one")]));
    await user.click(screen.getByRole("button", { name: t.list.next }));
    await user.type(screen.getByLabelText(t.list.search), "last one");
    expect(await screen.findByText('1 text matches "last one".')).toBeInTheDocument();
    expect(shownKeys()).toEqual(["bulk.text250"]);
    // Screen readers hear the result once the typing pauses, not the count at every key.
    const announced = screen.getByTestId("search-announcement");
    expect(announced).toHaveAttribute("role", "status");
    expect(announced).toHaveTextContent("");
    await waitFor(() => expect(announced).toHaveTextContent(t.list.found(1)), { timeout: 3000 });
    await user.clear(screen.getByLabelText(t.list.search));
    await user.type(screen.getByLabelText(t.list.search), "no such text");
    expect(await screen.findByText('No text matches "no such text".')).toBeInTheDocument();
    expect(screen.queryAllByTestId("content-item")).toHaveLength(0);
    await waitFor(() => expect(announced).toHaveTextContent(t.list.found(0)), { timeout: 3000 });
  });

  it("stays on its page when others add texts, and shows a text this editor adds", async () => {
    const source = new FakeSource(texts(150));
    const user = await renderPanel(source);
    act(() => source.emit({ eventType: "INSERT", new: text(151) }));
    expect(screen.getByText("Texts 1 to 100 of 151.")).toBeInTheDocument();
    expect(shownKeys()[0]).toBe("bulk.text1");

    await user.type(screen.getByLabelText(t.list.search), "text15");
    source.add.mockImplementationOnce(async (key, value) => ({
      ok: true,
      data: { ...text(152), content_key: key, content_value: value },
    }));
    await user.type(screen.getByLabelText(t.add.keyLabel), "home.added");
    await user.type(screen.getByLabelText(t.add.valueLabel), "Added last");
    await user.click(screen.getByRole("button", { name: t.add.submit }));
    // The new row does not match the search, so the search is cleared to show it.
    expect(await screen.findByText("Texts 101 to 152 of 152.")).toBeInTheDocument();
    expect(screen.getByLabelText(t.list.search)).toHaveValue("");
    expect(shownKeys().at(-1)).toBe("home.added");
  });
});
