import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { blockTypeNames } from "@/content/admin-blocks";
import { BLOCK_TYPES, BLOCKS_MAX } from "@/lib/blocks/types";
import { showToast, type ToastMessage } from "@/lib/toast";
import { hero, IMAGE_ID, renderField } from "./harness";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn() }));
const toast = jest.mocked(showToast);
beforeEach(() => toast.mockClear());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const status = () => screen.getByRole("status");

// One kind a test: all ten in one took 8 s here, too close to the limit on a slower machine.
it.each(BLOCK_TYPES.map((type) => [type]))(
  "adds a block of the kind %s at the end of a page, with an id of its own, from a chooser",
  async (type) => {
    const user = userEvent.setup();
    const { layout } = renderField([hero("a", "First")]);
    await user.click(screen.getByRole("button", { name: "Add block" }));
    const chooser = screen.getByRole("group", { name: "Choose a kind of block" });
    // Each kind says what it shows, and the chooser opens on the first one.
    expect(within(chooser).getAllByRole("button")[1]).toHaveFocus();
    const kind = within(chooser).getByRole("button", { name: blockTypeNames[type] });
    expect(kind).toHaveAccessibleDescription(/\w+/);
    await user.click(kind);
    const blocks = layout();
    expect(blocks).toHaveLength(2);
    expect(blocks[1]!.type).toBe(type);
    expect(blocks[1]!.id).toMatch(UUID);
    expect(blocks[1]!.id).not.toBe("a");
    expect(status()).toHaveTextContent(`${blockTypeNames[type]} added at position 2 of 2`);
    expect(screen.getByText(`2 of ${BLOCKS_MAX} blocks`)).toBeInTheDocument();
  },
);

it("starts a page with no blocks by saying so", () => {
  renderField();
  expect(screen.getByText(/No blocks yet/)).toBeInTheDocument();
});

it("adds a block after a given one, opened with the focus on its header", async () => {
  const user = userEvent.setup();
  const { layout } = renderField([hero("a", "First"), hero("b", "Last")]);
  const addAfter = screen.getByRole("button", {
    name: "Add a block after this one: block 1, Hero",
  });
  await user.click(addAfter);
  expect(addAfter).toHaveAttribute("aria-expanded", "true");
  await user.click(screen.getByRole("button", { name: "Call to action" }));
  expect(layout().map((block) => block.type)).toEqual(["hero", "call-to-action", "hero"]);
  const header = screen.getByRole("button", { name: /^2\. Call to action/ });
  expect(header).toHaveFocus();
  expect(header).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("textbox", { name: "Heading" })).toBeInTheDocument();
});

it("closes the chooser with Escape, giving the focus back to its button, and moves by arrows", async () => {
  const user = userEvent.setup();
  const { layout } = renderField();
  const add = screen.getByRole("button", { name: "Add block" });
  await user.click(add);
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole("button", { name: "Rich text" })).toHaveFocus();
  await user.keyboard("{End}");
  expect(screen.getByRole("button", { name: "Contact" })).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(screen.queryByRole("group", { name: "Choose a kind of block" })).not.toBeInTheDocument();
  expect(add).toHaveFocus();
  expect(layout()).toEqual([]);
});

it("changes the form's value as a field is typed in, and the header's summary with it", async () => {
  const user = userEvent.setup();
  const { layout, changes } = renderField([hero("a", "")]);
  await user.click(screen.getByRole("button", { name: /^1\. Hero/ }));
  await user.type(screen.getByRole("textbox", { name: "Heading" }), "Test at speed");
  expect(layout()).toEqual([{ type: "hero", id: "a", heading: "Test at speed" }]);
  expect(changes).toHaveBeenCalledTimes("Test at speed".length);
  expect(screen.getByRole("button", { name: /^1\. Hero Test at speed/ })).toBeInTheDocument();

  await user.type(screen.getByRole("textbox", { name: "Text (optional)" }), "Hi");
  expect(layout()[0]).toEqual({ type: "hero", id: "a", heading: "Test at speed", text: "Hi" });
  await user.clear(screen.getByRole("textbox", { name: "Text (optional)" }));
  expect(layout()[0]).toEqual({ type: "hero", id: "a", heading: "Test at speed" });

  await user.selectOptions(screen.getByRole("combobox", { name: "Image (optional)" }), IMAGE_ID);
  expect(layout()[0]).toMatchObject({ imageId: IMAGE_ID });
  await user.selectOptions(screen.getByRole("combobox", { name: "Image (optional)" }), "");
  expect(layout()[0]).not.toHaveProperty("imageId");
});

it("shows a block's problems under its fields as it is typed, and in its header", async () => {
  const user = userEvent.setup();
  renderField([hero("a", "Welcome")]);
  const header = screen.getByRole("button", { name: /^1\. Hero/ });
  expect(header).not.toHaveTextContent("problem");
  await user.click(header);
  const heading = screen.getByRole("textbox", { name: "Heading" });
  await user.clear(heading);
  expect(heading).toHaveAccessibleDescription(/The heading is missing\./);
  expect(heading).toHaveAttribute("aria-invalid", "true");
  expect(header).toHaveTextContent("1 problem");

  await user.click(screen.getByRole("button", { name: "Add a button" }));
  expect(screen.getByRole("textbox", { name: "Button label" })).toHaveFocus();
  await user.type(screen.getByRole("combobox", { name: "Button link" }), "javascript:alert(1)");
  expect(screen.getByRole("combobox", { name: "Button link" })).toHaveAccessibleDescription(
    /The button's link cannot be used/,
  );
  expect(header).toHaveTextContent("3 problems");

  await user.type(heading, "Back");
  expect(heading).not.toHaveAttribute("aria-invalid");
  expect(header).toHaveTextContent("2 problems");
});

it("marks the first block with problems as where the form sends the focus when it cannot save", () => {
  renderField(
    [hero("a", "Fine"), hero("b", ""), hero("c", "")],
    "Block 2 (Hero): the heading is missing.",
  );
  const marked = document.querySelectorAll('[data-field="layout"]');
  expect(marked).toHaveLength(1);
  expect(marked[0]).toBe(screen.getByRole("button", { name: /^2\. Hero/ }));
  expect(screen.getByRole("region", { name: "Blocks" })).toHaveAccessibleDescription(
    /Block 2 \(Hero\): the heading is missing\./,
  );
});

it("duplicates a block after itself under a new id", async () => {
  const user = userEvent.setup();
  const { layout } = renderField([
    { type: "figures", id: "facts", figures: [{ figure: "40%", label: "shorter tests" }] },
  ]);
  await user.click(screen.getByRole("button", { name: "Duplicate: block 1, Figures" }));
  const [original, copy] = layout();
  expect(original!.id).toBe("facts");
  expect(copy!.id).toMatch(UUID);
  expect(copy).toEqual({ ...original, id: copy!.id });
  expect(status()).toHaveTextContent("Figures duplicated: the copy is at position 2 of 2");
  expect(screen.getByRole("button", { name: /^2\. Figures/ })).toHaveFocus();
});

it("removes a block, with a toast whose Undo puts it back where it was", async () => {
  const user = userEvent.setup();
  const { layout } = renderField([hero("a", "One"), hero("b", "Two"), hero("c", "Three")]);
  await user.click(screen.getByRole("button", { name: "Remove: block 2, Hero" }));
  expect(layout().map((block) => block.id)).toEqual(["a", "c"]);
  expect(status()).toHaveTextContent("Hero removed");
  // The focus goes to the block that took its place.
  expect(screen.getByRole("button", { name: /^2\. Hero Three/ })).toHaveFocus();
  expect(toast).toHaveBeenCalledTimes(1);
  const message = toast.mock.calls[0]![0] as ToastMessage;
  expect(message.title).toBe("Block removed");
  expect(message.action?.label).toBe("Undo");
  act(() => message.action!.onClick());
  expect(layout()).toEqual([hero("a", "One"), hero("b", "Two"), hero("c", "Three")]);
  expect(status()).toHaveTextContent("Hero put back at position 2 of 3");
  // Undone twice, it is still there once.
  act(() => message.action!.onClick());
  expect(layout()).toHaveLength(3);
});

it("opens and closes every block at once, stored blocks starting closed", async () => {
  const user = userEvent.setup();
  renderField([hero("a", "One"), hero("b", "Two")]);
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Open all" }));
  expect(screen.getAllByRole("textbox", { name: "Heading" })).toHaveLength(2);
  await user.click(screen.getByRole("button", { name: "Close all" }));
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
});

it("shows the value the form is given, as when an earlier version is loaded", async () => {
  const user = userEvent.setup();
  const { replace } = renderField([hero("a", "Now")]);
  await user.click(screen.getByRole("button", { name: /^1\. Hero Now/ }));
  act(() => replace([hero("a", "Then"), hero("b", "Also then")]));
  expect(screen.getByRole("textbox", { name: "Heading" })).toHaveValue("Then");
  expect(screen.getByRole("button", { name: /^2\. Hero Also then/ })).toBeInTheDocument();
});

it("offers no more blocks on a full page", () => {
  renderField(
    Array.from({ length: BLOCKS_MAX }, (_, index) => hero(`b${index}`, `Block ${index}`)),
  );
  expect(screen.getByRole("button", { name: "Add block" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  expect(screen.getByRole("button", { name: "Duplicate: block 1, Hero" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  expect(
    screen.getByText(`A page holds at most ${BLOCKS_MAX} blocks: remove one to add another.`),
  ).toBeInTheDocument();
});

it("shows a kind of block it does not know, which can only be moved or removed", async () => {
  const user = userEvent.setup();
  const { layout } = renderField([{ type: "carousel", id: "x" }, hero("a", "Hi")]);
  const header = screen.getByRole("button", { name: /^1\. Unknown/ });
  expect(header).toHaveTextContent("carousel");
  expect(header).toHaveTextContent("1 problem");
  expect(screen.queryByRole("button", { name: "Duplicate: block 1, Unknown" })).toBeNull();
  await user.click(screen.getByRole("button", { name: "Remove: block 1, Unknown" }));
  expect(layout()).toEqual([hero("a", "Hi")]);
});

it("opens the block the address names, with the focus on it, as Edit on the page sends an editor", async () => {
  window.history.replaceState(null, "", "#block-b");
  try {
    renderField([hero("a", "First"), hero("b", "Second")]);
    const header = screen.getByRole("button", { name: /^2\. Hero Second/ });
    await waitFor(() => expect(header).toHaveFocus());
    expect(header).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: /^1\. Hero First/ })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  } finally {
    window.history.replaceState(null, "", "#");
  }
});
