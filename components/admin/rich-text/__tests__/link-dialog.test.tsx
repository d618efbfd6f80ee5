import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LinkDialog } from "../link-dialog";

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

const links = [
  { label: "Computational fluid dynamics", href: "/services/cfd" },
  { label: "Fatigue testing note", href: "/insights/fatigue" },
];

function renderDialog(href = "") {
  const handlers = { onApply: jest.fn(), onRemove: jest.fn(), onClose: jest.fn() };
  render(<LinkDialog open href={href} links={links} {...handlers} />);
  return handlers;
}

const address = () => screen.getByRole("textbox", { name: "Address" });

it("refuses a javascript: address, says why under the field, and applies nothing", async () => {
  const user = userEvent.setup();
  const { onApply } = renderDialog();
  await user.type(address(), "javascript:alert(1)");
  await user.click(screen.getByRole("button", { name: "Apply" }));
  expect(onApply).not.toHaveBeenCalled();
  expect(address()).toHaveAttribute("aria-invalid", "true");
  expect(address()).toHaveAccessibleDescription(/The link "javascript:alert\(1\)" cannot be used/);
});

it("applies an allowed address, trimmed", async () => {
  const user = userEvent.setup();
  const { onApply } = renderDialog();
  await user.type(address(), " https://example.com/a {Enter}");
  expect(onApply).toHaveBeenCalledWith("https://example.com/a");
});

it("fills the field from the site's pages, found by typing", async () => {
  const user = userEvent.setup();
  const { onApply } = renderDialog();
  await user.type(screen.getByRole("searchbox", { name: "Search pages and posts" }), "fatigue");
  expect(screen.queryByRole("button", { name: /Computational/ })).toBeNull();
  await user.click(screen.getByRole("button", { name: /Fatigue testing note/ }));
  expect(address()).toHaveValue("/insights/fatigue");
  await user.click(screen.getByRole("button", { name: "Apply" }));
  expect(onApply).toHaveBeenCalledWith("/insights/fatigue");
});

it("removes an existing link, or cancels", async () => {
  const user = userEvent.setup();
  const { onRemove, onClose } = renderDialog("/services/cfd");
  expect(address()).toHaveValue("/services/cfd");
  await user.click(screen.getByRole("button", { name: "Remove link" }));
  expect(onRemove).toHaveBeenCalled();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(onClose).toHaveBeenCalled();
});

it("offers no removal for a new link", () => {
  renderDialog();
  expect(screen.queryByRole("button", { name: "Remove link" })).toBeNull();
});
