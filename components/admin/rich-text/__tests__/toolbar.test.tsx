import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { focusToolbar, Toolbar, ToolbarButton } from "../toolbar";

function renderToolbar(onEscape = jest.fn()) {
  const clicked = jest.fn();
  render(
    <>
      <button type="button">Before</button>
      <Toolbar label="Formatting" onEscape={onEscape}>
        <ToolbarButton label="Bold" pressed onClick={() => clicked("bold")} />
        <ToolbarButton label="Italic" pressed={false} onClick={() => clicked("italic")} />
        <ToolbarButton label="Undo" disabled onClick={() => clicked("undo")} />
        <ToolbarButton label="Redo" onClick={() => clicked("redo")} />
      </Toolbar>
      <button type="button">After</button>
    </>,
  );
  return { clicked, onEscape };
}

const button = (name: string) => screen.getByRole("button", { name });

it("is one Tab stop, which stays on the button used last", async () => {
  const user = userEvent.setup();
  renderToolbar();
  expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeInTheDocument();
  await user.tab();
  await user.tab();
  expect(button("Bold")).toHaveFocus();
  await user.tab();
  expect(button("After")).toHaveFocus();
  await user.tab({ shift: true });
  await user.keyboard("{ArrowRight}");
  expect(button("Italic")).toHaveFocus();
  await user.tab();
  await user.tab({ shift: true });
  expect(button("Italic")).toHaveFocus();
});

it("moves with the arrow keys, wrapping round, and jumps with Home and End", async () => {
  const user = userEvent.setup();
  renderToolbar();
  await user.tab();
  await user.tab();
  await user.keyboard("{ArrowLeft}");
  expect(button("Redo")).toHaveFocus();
  await user.keyboard("{ArrowRight}");
  expect(button("Bold")).toHaveFocus();
  await user.keyboard("{End}");
  expect(button("Redo")).toHaveFocus();
  await user.keyboard("{Home}");
  expect(button("Bold")).toHaveFocus();
  await user.keyboard("{ArrowDown}{ArrowDown}");
  expect(button("Undo")).toHaveFocus();
});

it("keeps a button that cannot act in its place, and does nothing with it", async () => {
  const user = userEvent.setup();
  const { clicked } = renderToolbar();
  expect(button("Undo")).toHaveAttribute("aria-disabled", "true");
  await user.click(button("Undo"));
  await user.click(button("Redo"));
  expect(clicked.mock.calls).toEqual([["redo"]]);
});

it("says which marks are on", () => {
  renderToolbar();
  expect(button("Bold")).toHaveAttribute("aria-pressed", "true");
  expect(button("Italic")).toHaveAttribute("aria-pressed", "false");
  expect(button("Redo")).not.toHaveAttribute("aria-pressed");
  expect(button("Bold")).toHaveAttribute("type", "button");
});

it("goes back to the text on Escape, and can be reached from it", async () => {
  const user = userEvent.setup();
  const { onEscape } = renderToolbar();
  await user.click(button("Italic"));
  button("After").focus();
  focusToolbar(screen.getByRole("toolbar"));
  expect(button("Italic")).toHaveFocus();
  await user.keyboard("{Escape}");
  expect(onEscape).toHaveBeenCalledTimes(1);
});
