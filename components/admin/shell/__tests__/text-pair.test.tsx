import { render, screen } from "@testing-library/react";
import { TextPair } from "../text-pair";

it("pairs each label with its text, in order, keeping line breaks, and greys only the muted side", () => {
  render(
    <TextPair
      className="mt-2 gap-2"
      pair={[
        { label: "Before", text: "Line one\nLine two" },
        { label: "After", text: "New text", muted: true },
      ]}
    />,
  );
  const terms = screen.getAllByRole("term");
  const definitions = screen.getAllByRole("definition");
  expect(terms.map((term) => term.textContent)).toEqual(["Before", "After"]);
  expect(definitions.map((definition) => definition.textContent)).toEqual([
    "Line one\nLine two",
    "New text",
  ]);
  // Each text sits right under its own label.
  definitions.forEach((definition, index) =>
    expect(definition.previousElementSibling).toBe(terms[index]),
  );
  expect(definitions[0]).toHaveClass("whitespace-pre-wrap", "text-foreground");
  expect(definitions[1]).toHaveClass("text-muted");
  expect(definitions[1]).not.toHaveClass("text-foreground");
  expect(terms[0].closest("dl")).toHaveClass("grid", "sm:grid-cols-2", "mt-2", "gap-2");
});
