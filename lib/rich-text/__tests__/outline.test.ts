import { headingOutline, headingSlug } from "../outline";
import { doc, heading, paragraph, text } from "./build";
import { everyNode } from "./valid-documents";

describe("headingSlug", () => {
  it.each([
    ["Design for Test", "design-for-test"],
    ["  Über DfT & ATPG!  ", "uber-dft-atpg"],
    ["2024: results", "2024-results"],
    ["日本語", "section"],
    ["", "section"],
  ])("makes %j into %j", (input, slug) => {
    expect(headingSlug(input)).toBe(slug);
  });
});

describe("headingOutline", () => {
  it("lists every heading with its level", () => {
    expect(headingOutline(everyNode)).toEqual([
      { id: "design-for-test", text: "Design for test", level: 2 },
      { id: "scan-chains", text: "Scan chains", level: 3 },
      { id: "results", text: "Results", level: 4 },
    ]);
  });

  it("numbers repeated headings from 2, never reusing an id", () => {
    const ids = headingOutline(
      doc(heading(2, "Notes"), heading(2, "Notes"), heading(3, "Notes 2"), heading(2, "Notes")),
    ).map((entry) => entry.id);
    expect(ids).toEqual(["notes", "notes-2", "notes-2-2", "notes-3"]);
  });

  it("reads headings as the renderer shows them: clamped levels, line breaks as spaces", () => {
    expect(
      headingOutline(
        doc({
          type: "heading",
          attrs: { level: 1 },
          content: [text("A"), { type: "hardBreak" }, text("B")],
        }),
      ),
    ).toEqual([{ id: "a-b", text: "A B", level: 2 }]);
    expect(headingOutline(doc(paragraph(text("No headings"))))).toEqual([]);
    expect(headingOutline("not a document")).toEqual([]);
  });
});
