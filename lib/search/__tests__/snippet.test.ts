import { snippetParts, withoutMarks } from "@/lib/search/snippet";

const S = "\uE000";
const E = "\uE001";

describe("snippetParts", () => {
  it("splits a snippet into plain and marked pieces", () => {
    expect(snippetParts(`We offer ${S}embedded${E} Linux and ${S}RTOS${E} ports`)).toEqual([
      { text: "We offer ", marked: false },
      { text: "embedded", marked: true },
      { text: " Linux and ", marked: false },
      { text: "RTOS", marked: true },
      { text: " ports", marked: false },
    ]);
  });

  it("keeps a snippet without marks as one plain piece, and an empty one as none", () => {
    expect(snippetParts("No match marked here")).toEqual([
      { text: "No match marked here", marked: false },
    ]);
    expect(snippetParts("")).toEqual([]);
  });

  it("joins neighbouring marks into one", () => {
    expect(snippetParts(`${S}design${E}${S}verification${E} team`)).toEqual([
      { text: "designverification", marked: true },
      { text: " team", marked: false },
    ]);
  });

  it("drops a start inside a mark and an end outside one, never leaving either in the text", () => {
    const parts = snippetParts(`${E}a ${S}b ${S}c${E} d${E} e`);
    expect(parts).toEqual([
      { text: "a ", marked: false },
      { text: "b c", marked: true },
      { text: " d e", marked: false },
    ]);
    for (const part of parts) expect(part.text).not.toMatch(/[\uE000\uE001]/);
  });

  it("runs a mark left open to the end", () => {
    expect(snippetParts(`chips for ${S}automotive`)).toEqual([
      { text: "chips for ", marked: false },
      { text: "automotive", marked: true },
    ]);
  });

  it("keeps markup, emoji and right-to-left text as they are: they are text", () => {
    expect(snippetParts(`<script>alert(1)</script> ${S}🙂${E} שלום`)).toEqual([
      { text: "<script>alert(1)</script> ", marked: false },
      { text: "🙂", marked: true },
      { text: " שלום", marked: false },
    ]);
  });
});

describe("withoutMarks", () => {
  it("takes both marking characters out", () => {
    expect(withoutMarks(`${S}Embedded${E} Linux${E}`)).toBe("Embedded Linux");
  });
});
