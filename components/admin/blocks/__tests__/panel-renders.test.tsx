import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BLOCKS_MAX } from "@/lib/blocks/types";
import { blockSummary } from "../block-summary";
import { hero, renderField } from "./harness";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn() }));
// Each panel works out its summary once a render: the calls count the panels rendered.
jest.mock("../block-summary", () => {
  const actual = jest.requireActual<typeof import("../block-summary")>("../block-summary");
  return { ...actual, blockSummary: jest.fn(actual.blockSummary) };
});
const summaries = jest.mocked(blockSummary);

it("renders only the panel of the block being typed in, on a full page", async () => {
  const user = userEvent.setup();
  const { layout } = renderField(
    Array.from({ length: BLOCKS_MAX }, (_, index) => hero(`b${index}`, `Block ${index}`)),
  );
  await user.click(screen.getByRole("button", { name: /^7\. Hero Block 6/ }));
  const heading = screen.getByRole("textbox", { name: "Heading" });
  summaries.mockClear();
  await user.type(heading, "!!!");
  expect(layout()[6]).toEqual(hero("b6", "Block 6!!!"));
  const rendered = new Set(summaries.mock.calls.map(([block]) => block.id));
  expect(rendered).toEqual(new Set(["b6"]));
  expect(summaries).toHaveBeenCalledTimes(3);
});

it("renders the panels of the two blocks a move swaps, not the rest", async () => {
  const user = userEvent.setup();
  renderField(Array.from({ length: 10 }, (_, index) => hero(`b${index}`, `Block ${index}`)));
  summaries.mockClear();
  await user.click(screen.getByRole("button", { name: "Move down: block 4, Hero" }));
  const rendered = new Set(summaries.mock.calls.map(([block]) => block.id));
  expect(rendered).toEqual(new Set(["b3", "b4"]));
});
