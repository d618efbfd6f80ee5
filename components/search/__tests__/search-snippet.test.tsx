import { render } from "@testing-library/react";
import { SearchSnippet } from "../search-snippet";

const S = "\uE000";
const E = "\uE001";

describe("SearchSnippet", () => {
  it("marks the matched words", () => {
    const { container } = render(
      <SearchSnippet snippet={`Ports of ${S}embedded${E} Linux to new ${S}boards${E}.`} />,
    );
    const marks = [...container.querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marks).toEqual(["embedded", "boards"]);
    expect(container.querySelector("p")?.textContent).toBe(
      "Ports of embedded Linux to new boards.",
    );
  });

  it("shows markup in a snippet as text, never as elements", () => {
    const { container } = render(
      <SearchSnippet
        snippet={`Write <script>alert(1)</script> and ${S}<img src=x onerror=alert(2)>${E} & <b>bold</b>`}
      />,
    );
    expect(container.querySelector("script, img, b")).toBeNull();
    expect(container.querySelectorAll("mark")).toHaveLength(1);
    expect(container.querySelector("mark")?.textContent).toBe("<img src=x onerror=alert(2)>");
    expect(container.textContent).toContain("<script>alert(1)</script>");
    expect(container.innerHTML).toContain("&lt;script&gt;");
  });

  it("never lets a marking character through, however the marks are set", () => {
    const { container } = render(<SearchSnippet snippet={`${E}${E}a ${S}${S}b${E}${E} ${S}c`} />);
    expect(container.textContent).toBe("a b c");
    expect(container.innerHTML).not.toMatch(/[\uE000\uE001]/);
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "b",
      "c",
    ]);
  });

  it("renders nothing for an empty snippet", () => {
    const { container } = render(<SearchSnippet snippet={`${S}${E}`} />);
    expect(container).toBeEmptyDOMElement();
  });
});
