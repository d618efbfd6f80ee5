import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Block } from "@/lib/blocks/types";
import { IMAGE_ID, INDUSTRY_ID, OTHER_SERVICE_ID, renderField, SERVICE_ID } from "./harness";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn() }));

const status = () => screen.getByRole("status");

/** Renders one block, opened. */
async function openBlock(block: Block) {
  const user = userEvent.setup();
  const view = renderField([block]);
  await user.click(screen.getByRole("button", { name: /^1\. / }));
  return { user, ...view };
}

describe("cards written by hand", () => {
  const cards: Block = {
    type: "cards",
    id: "c",
    source: "hand",
    cards: [
      { title: "Design", text: "From spec to silicon." },
      { title: "Verify", text: "Coverage closed." },
    ],
  };

  it("adds a card, the focus on its title, and edits it", async () => {
    const { user, layout } = await openBlock(cards);
    await user.click(screen.getByRole("button", { name: "Add a card" }));
    const title = screen.getAllByRole("textbox", { name: "Title" })[2]!;
    expect(title).toHaveFocus();
    await user.type(title, "Test");
    await user.type(screen.getAllByRole("textbox", { name: "Text" })[2]!, "Silicon to system.");
    await user.type(screen.getAllByRole("combobox", { name: "Link (optional)" })[2]!, "/about");
    expect(layout()[0]).toMatchObject({
      cards: [
        { title: "Design", text: "From spec to silicon." },
        { title: "Verify", text: "Coverage closed." },
        { title: "Test", text: "Silicon to system.", href: "/about" },
      ],
    });
    await user.clear(screen.getAllByRole("combobox", { name: "Link (optional)" })[2]!);
    expect((layout()[0] as { cards: object[] }).cards[2]).toEqual({
      title: "Test",
      text: "Silicon to system.",
    });
  });

  it("moves a card by keyboard with an announcement, and removes one", async () => {
    const { user, layout } = await openBlock(cards);
    const down = screen.getByRole("button", { name: "Move down: Card 1" });
    expect(screen.getByRole("group", { name: "Card 1" })).toContainElement(down);
    down.focus();
    await user.keyboard("{Enter}");
    expect(layout()[0]).toMatchObject({
      cards: [{ title: "Verify" }, { title: "Design" }],
    });
    expect(status()).toHaveTextContent("Card 1 moved to position 2 of 2");
    expect(screen.getByRole("button", { name: "Move down: Card 2" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Remove the card: Card 1" }));
    expect(layout()[0]).toMatchObject({ cards: [{ title: "Design" }] });
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveFocus();
    // The last card stays: a block of cards has at least one.
    expect(screen.queryByRole("button", { name: /^Remove the card/ })).not.toBeInTheDocument();
  });

  it("shows a card's problem under its field and marks the card", async () => {
    const { user } = await openBlock(cards);
    await user.clear(screen.getAllByRole("textbox", { name: "Title" })[1]!);
    expect(screen.getAllByRole("textbox", { name: "Title" })[1]).toHaveAccessibleDescription(
      "The title of card 2 is missing.",
    );
    expect(screen.getByRole("button", { name: /^1\. Cards/ })).toHaveTextContent("1 problem");
  });
});

describe("cards of a collection", () => {
  it("chooses items in order, and brings back written cards when switched back", async () => {
    const { user, layout } = await openBlock({
      type: "cards",
      id: "c",
      source: "hand",
      cards: [{ title: "Mine", text: "Written here." }],
    });
    await user.selectOptions(screen.getByRole("combobox", { name: "Cards of" }), "services");
    expect(layout()[0]).toEqual({ type: "cards", id: "c", source: "services", ids: [] });
    expect(screen.getByText("Add at least one card.")).toBeInTheDocument();

    const pick = screen.getByRole("combobox", { name: "Services to add" });
    await user.selectOptions(pick, OTHER_SERVICE_ID);
    await user.click(screen.getByRole("button", { name: "Add" }));
    await user.selectOptions(pick, SERVICE_ID);
    await user.click(screen.getByRole("button", { name: "Add" }));
    expect(layout()[0]).toMatchObject({ ids: [OTHER_SERVICE_ID, SERVICE_ID] });
    // What is chosen is offered no more.
    expect(within(pick).queryByRole("option", { name: "Chip design" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Move up: Chip design" }));
    expect(layout()[0]).toMatchObject({ ids: [SERVICE_ID, OTHER_SERVICE_ID] });
    expect(status()).toHaveTextContent("Chip design moved to position 1 of 2");

    await user.selectOptions(screen.getByRole("combobox", { name: "Cards of" }), "hand");
    expect(layout()[0]).toEqual({
      type: "cards",
      id: "c",
      source: "hand",
      cards: [{ title: "Mine", text: "Written here." }],
    });
  });

  it("names a chosen item that is gone by its id", async () => {
    const gone = "5f0c6a57-2b49-4f1e-9a0c-3d1a1f1a1aff";
    await openBlock({ type: "cards", id: "c", source: "industries", ids: [gone, INDUSTRY_ID] });
    expect(screen.getByRole("group", { name: `Removed item (${gone})` })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Automotive" })).toBeInTheDocument();
  });
});

it("edits figures, each a number and what it measures", async () => {
  const { user, layout } = await openBlock({
    type: "figures",
    id: "f",
    figures: [{ figure: "", label: "" }],
  });
  await user.type(screen.getByRole("textbox", { name: "Number" }), "40%");
  await user.type(screen.getByRole("textbox", { name: "Label" }), "shorter test time");
  await user.type(screen.getByRole("textbox", { name: "Heading (optional)" }), "Results");
  expect(layout()[0]).toEqual({
    type: "figures",
    id: "f",
    heading: "Results",
    figures: [{ figure: "40%", label: "shorter test time" }],
  });
  expect(screen.getByRole("button", { name: /^1\. Figures Results$/ })).toBeInTheDocument();
});

it("edits questions and their answers", async () => {
  const { user, layout } = await openBlock({
    type: "questions",
    id: "q",
    questions: [{ question: "How long?", answer: "" }],
  });
  await user.type(screen.getByRole("textbox", { name: "Answer" }), "Three months.");
  await user.click(screen.getByRole("button", { name: "Add a question" }));
  expect(screen.getAllByRole("textbox", { name: "Question" })[1]).toHaveFocus();
  expect(layout()[0]).toMatchObject({
    questions: [
      { question: "How long?", answer: "Three months." },
      { question: "", answer: "" },
    ],
  });
});

it("filters the latest posts and leaves an unchosen filter out", async () => {
  const { user, layout } = await openBlock({ type: "latest-posts", id: "p", count: 3 });
  await user.selectOptions(screen.getByRole("combobox", { name: "Kind (optional)" }), "case-study");
  await user.selectOptions(
    screen.getByRole("combobox", { name: "Industry (optional)" }),
    INDUSTRY_ID,
  );
  await user.selectOptions(screen.getByRole("combobox", { name: "How many" }), "6");
  expect(layout()[0]).toEqual({
    type: "latest-posts",
    id: "p",
    kind: "case-study",
    industryId: INDUSTRY_ID,
    count: 6,
  });
  await user.selectOptions(screen.getByRole("combobox", { name: "Kind (optional)" }), "");
  expect(layout()[0]).not.toHaveProperty("kind");
});

it("chooses a contact block's department from the services'", async () => {
  const { user, layout } = await openBlock({
    type: "contact",
    id: "k",
    heading: "Talk to us",
    department: "",
  });
  const department = screen.getByRole("combobox", { name: "Department" });
  expect(department).toHaveAccessibleDescription(/Choose the department\./);
  await user.selectOptions(department, "chip-design");
  expect(layout()[0]).toMatchObject({ department: "chip-design" });
  expect(department).not.toHaveAttribute("aria-invalid");
});

it("sets a text and image block's image and side", async () => {
  const { user, layout } = await openBlock({
    type: "two-columns",
    id: "t",
    text: "Beside.",
    imageId: "",
    imageSide: "start",
  });
  await user.selectOptions(screen.getByRole("combobox", { name: "Image" }), IMAGE_ID);
  await user.selectOptions(screen.getByRole("combobox", { name: "Image's side" }), "end");
  expect(layout()[0]).toMatchObject({ imageId: IMAGE_ID, imageSide: "end" });
  expect(screen.getByRole("img", { name: "The chosen image: Clean room" })).toBeInTheDocument();
});

it("requires a call to action's button, which cannot be removed", async () => {
  const { user, layout } = await openBlock({
    type: "call-to-action",
    id: "a",
    heading: "Ready?",
    action: { label: "", href: "" },
  });
  expect(screen.queryByRole("button", { name: "Remove the button" })).toBeNull();
  const label = screen.getByRole("textbox", { name: "Button label" });
  expect(label).toHaveAccessibleDescription(/The button's label is missing\./);
  await user.type(label, "Talk to an engineer");
  await user.type(screen.getByRole("combobox", { name: "Button link" }), "/contact");
  expect(layout()[0]).toMatchObject({ action: { label: "Talk to an engineer", href: "/contact" } });
  expect(screen.getByRole("button", { name: /^1\. Call to action Ready\?$/ })).toBeInTheDocument();
});

describe("a rich-text block", () => {
  // jsdom lays nothing out; ProseMirror asks where the selection is to keep it in view.
  beforeAll(() => {
    const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
    const rects = Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
    Range.prototype.getClientRects = () => rects;
    document.elementFromPoint = () => null;
  });
  beforeEach(() => localStorage.clear());

  it("edits its body in the rich-text editor, its draft kept under the block's id", async () => {
    const { user, layout } = await openBlock({
      type: "rich-text",
      id: "r",
      body: { type: "doc", content: [{ type: "paragraph" }] },
    });
    const text = await screen.findByRole("textbox", { name: "Text" }, { timeout: 5000 });
    expect(text).toHaveAccessibleDescription(/The text is missing\./);
    await user.click(text);
    await user.keyboard("Our privacy policy");
    await waitFor(() =>
      expect(layout()[0]).toEqual({
        type: "rich-text",
        id: "r",
        body: {
          type: "doc",
          content: [{ type: "paragraph", content: [{ type: "text", text: "Our privacy policy" }] }],
        },
      }),
    );
    expect(
      screen.getByRole("button", { name: /^1\. Rich text Our privacy policy$/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem("pages:new:layout:r")).not.toBeNull());
  });
});
