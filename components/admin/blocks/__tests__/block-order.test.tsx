import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hero, renderField } from "./harness";

jest.mock("@/lib/toast", () => ({ showToast: jest.fn() }));

const three = () => [
  hero("a", "One"),
  { type: "call-to-action", id: "b", heading: "Two", action: { label: "Go", href: "/contact" } },
  hero("c", "Three"),
];
const order = (layout: () => { id: string }[]) => layout().map((block) => block.id);
const status = () => screen.getByRole("status");

describe("moving by keyboard", () => {
  it("moves a block down and up, the focus staying on the button pressed", async () => {
    const user = userEvent.setup();
    const { layout } = renderField(three());
    screen.getByRole("button", { name: "Move down: block 1, Hero" }).focus();
    await user.keyboard("{Enter}");
    expect(order(layout)).toEqual(["b", "a", "c"]);
    expect(status()).toHaveTextContent("Hero moved to position 2 of 3");
    // The moved block is now block 2: its Move down button kept the focus.
    expect(screen.getByRole("button", { name: "Move down: block 2, Hero" })).toHaveFocus();

    await user.keyboard(" ");
    expect(order(layout)).toEqual(["b", "c", "a"]);
    expect(status()).toHaveTextContent("Hero moved to position 3 of 3");
    expect(screen.getByRole("button", { name: "Move down: block 3, Hero" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Move up: block 3, Hero" }));
    expect(order(layout)).toEqual(["b", "a", "c"]);
    expect(status()).toHaveTextContent("Hero moved to position 2 of 3");
    expect(screen.getByRole("button", { name: "Move up: block 2, Hero" })).toHaveFocus();
  });

  it("goes no further than the ends, keeping the focus on the button that stops applying", async () => {
    const user = userEvent.setup();
    const { layout, changes } = renderField(three());
    const up = screen.getByRole("button", { name: "Move up: block 1, Hero" });
    expect(up).toHaveAttribute("aria-disabled", "true");
    await user.click(up);
    const down = screen.getByRole("button", { name: "Move down: block 3, Hero" });
    expect(down).toHaveAttribute("aria-disabled", "true");
    await user.click(down);
    expect(changes).not.toHaveBeenCalled();
    expect(order(layout)).toEqual(["a", "b", "c"]);
  });

  it("numbers the headers in the new order", async () => {
    const user = userEvent.setup();
    renderField(three());
    await user.click(screen.getByRole("button", { name: "Move up: block 3, Hero" }));
    const headers = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headers).toEqual(["1.HeroOne", "2.HeroThree", "3.Call to actionTwo"]);
  });
});

describe("moving by drag and drop", () => {
  // jsdom has no DragEvent: a mouse event carries where the pointer is, as a drag event does.
  beforeAll(() => {
    Object.defineProperty(window, "DragEvent", { configurable: true, value: MouseEvent });
  });
  afterAll(() => {
    Reflect.deleteProperty(window, "DragEvent");
  });

  /** jsdom lays nothing out: each block is 100 px tall, one under the other. */
  function layOut() {
    screen.getAllByRole("listitem").forEach((item, index) => {
      item.getBoundingClientRect = () =>
        ({ top: index * 100, height: 100, bottom: index * 100 + 100 }) as DOMRect;
    });
  }
  const dataTransfer = () => ({
    effectAllowed: "",
    dropEffect: "",
    setData: jest.fn(),
    setDragImage: jest.fn(),
  });
  const handles = () => document.querySelectorAll<HTMLElement>('[draggable="true"]');
  const items = () => screen.getAllByRole("listitem");

  it("drops a block dragged by its handle after the lower half of another", () => {
    const { layout } = renderField(three());
    layOut();
    const transfer = dataTransfer();
    fireEvent.dragStart(handles()[0]!, { dataTransfer: transfer });
    expect(transfer.setData).toHaveBeenCalledWith("text/plain", "a");
    fireEvent.dragOver(items()[2]!, { dataTransfer: transfer, clientY: 280 });
    fireEvent.drop(items()[2]!, { dataTransfer: transfer, clientY: 280 });
    expect(order(layout)).toEqual(["b", "c", "a"]);
    expect(status()).toHaveTextContent("Hero moved to position 3 of 3");
    expect(screen.getByRole("button", { name: /^3\. Hero One/ })).toHaveFocus();
  });

  it("drops a block before the upper half of another", () => {
    const { layout } = renderField(three());
    layOut();
    const transfer = dataTransfer();
    fireEvent.dragStart(handles()[2]!, { dataTransfer: transfer });
    fireEvent.dragOver(items()[1]!, { dataTransfer: transfer, clientY: 120 });
    fireEvent.drop(items()[1]!, { dataTransfer: transfer, clientY: 120 });
    expect(order(layout)).toEqual(["a", "c", "b"]);
  });

  it("leaves what is dragged from elsewhere to the browser", () => {
    const { layout, changes } = renderField(three());
    layOut();
    const over = fireEvent.dragOver(items()[1]!, { dataTransfer: dataTransfer(), clientY: 120 });
    // Not cancelled: the browser's own handling (no drop here) goes on.
    expect(over).toBe(true);
    fireEvent.drop(items()[1]!, { dataTransfer: dataTransfer(), clientY: 120 });
    expect(changes).not.toHaveBeenCalled();
    expect(order(layout)).toEqual(["a", "b", "c"]);
  });

  it("changes nothing when a drag ends without a drop", () => {
    const { layout, changes } = renderField(three());
    layOut();
    const transfer = dataTransfer();
    fireEvent.dragStart(handles()[0]!, { dataTransfer: transfer });
    fireEvent.dragEnd(handles()[0]!, { dataTransfer: transfer });
    fireEvent.drop(items()[2]!, { dataTransfer: transfer, clientY: 280 });
    expect(changes).not.toHaveBeenCalled();
    expect(order(layout)).toEqual(["a", "b", "c"]);
  });
});
