import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSyncExternalStore } from "react";
import { onPageEditorText } from "@/content/admin-on-page";
import { editingChoice } from "../editing-choice";
import { frameWidthChoice, frameWidthStyle } from "../frame-width";
import { FrameWidthControl } from "../frame-width-control";

const t = onPageEditorText.widths;

/** The control as the editor uses it: the choice kept for the tab, the frame sized by it. */
function Sized() {
  const width = useSyncExternalStore(frameWidthChoice.subscribe, frameWidthChoice.read);
  return (
    <>
      <FrameWidthControl value={width} onChange={frameWidthChoice.write} />
      <iframe title="Preview" style={frameWidthStyle(width)} />
    </>
  );
}

const radio = (name: RegExp) => screen.getByRole("radio", { name });

beforeEach(() => sessionStorage.clear());

describe("the page's width in the on-page editor", () => {
  it("offers phone, tablet and desktop as one labelled radio group, desktop first time", () => {
    render(<Sized />);
    expect(screen.getByRole("radiogroup", { name: t.legend })).toBeVisible();
    expect(radio(/^Phone 390 px$/)).not.toBeChecked();
    expect(radio(/^Tablet 768 px$/)).not.toBeChecked();
    expect(radio(/^Desktop Full width$/)).toBeChecked();
    expect(screen.getByTitle("Preview")).toHaveStyle({ width: "100%" });
  });

  it("sizes the frame to the chosen device, by click and by the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Sized />);
    await user.click(screen.getByText(t.phone.label));
    expect(radio(/^Phone/)).toBeChecked();
    expect(screen.getByTitle("Preview")).toHaveStyle({ width: "390px" });
    await user.keyboard("{ArrowRight}");
    expect(radio(/^Tablet/)).toBeChecked();
    expect(radio(/^Tablet/)).toHaveFocus();
    expect(screen.getByTitle("Preview")).toHaveStyle({ width: "768px" });
  });

  it("keeps the choice for the tab, and reads a stored value it does not know as desktop", () => {
    const { unmount } = render(<Sized />);
    act(() => frameWidthChoice.write("tablet"));
    unmount();
    render(<Sized />);
    expect(radio(/^Tablet/)).toBeChecked();
    expect(sessionStorage.getItem("on-page-width")).toBe("tablet");
    sessionStorage.setItem("on-page-width", "watch");
    expect(frameWidthChoice.read()).toBe("desktop");
  });

  it("draws each choice as a 44 px target with a visible focus ring", () => {
    render(<Sized />);
    const label = radio(/^Phone/).closest("label")!;
    expect(label).toHaveClass("min-h-11", "min-w-11", "has-focus-visible:outline-2");
  });

  it("leaves editing's own choice as it was: each is kept under its own name", () => {
    frameWidthChoice.write("phone");
    expect(editingChoice.read()).toBe(true);
    editingChoice.write(false);
    expect(frameWidthChoice.read()).toBe("phone");
    expect(editingChoice.read()).toBe(false);
  });
});
