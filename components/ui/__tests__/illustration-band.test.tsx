/** @jest-environment node */
import { renderToStaticMarkup } from "react-dom/server";
import { Illustration } from "../illustration";

describe("Illustration", () => {
  it("shows the whole drawing by default", () => {
    const markup = renderToStaticMarkup(<Illustration name="hero" className="w-full" />);
    expect(markup).toBe(
      '<svg viewBox="0 0 640 360" aria-hidden="true" class="illustration w-full"><use href="/illustrations.svg#hero" width="640" height="360"></use></svg>',
    );
  });

  it("crops to a band at the drawing's own scale, never shrinking it to fit", () => {
    const markup = renderToStaticMarkup(<Illustration name="hero" band={[100, 336]} />);
    expect(markup).toContain('viewBox="0 100 640 236"');
    expect(markup).toContain('width="640" height="360"');
  });
});
