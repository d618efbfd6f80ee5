import { render } from "@testing-library/react";
import { MotionStart } from "../motion-start.client";

const root = document.documentElement;

afterEach(() => {
  root.removeAttribute("data-motion");
  jest.restoreAllMocks();
});

describe("MotionStart", () => {
  it("starts decorative motion at once on a page that has finished loading", () => {
    render(<MotionStart />);
    expect(root).toHaveAttribute("data-motion", "");
  });

  it("waits for the load event on a page that is still loading", () => {
    jest.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    render(<MotionStart />);
    expect(root).not.toHaveAttribute("data-motion");

    window.dispatchEvent(new Event("load"));
    expect(root).toHaveAttribute("data-motion", "");
  });

  it("stops listening when it leaves the page before the load", () => {
    jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const { unmount } = render(<MotionStart />);
    unmount();

    window.dispatchEvent(new Event("load"));
    expect(root).not.toHaveAttribute("data-motion");
  });
});
