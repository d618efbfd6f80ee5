import {
  blockTextRef,
  hasMarks,
  itemRef,
  markText,
  parseRef,
  readMarks,
  refKey,
  textRef,
  withoutMarks,
} from "../marks";

const title = markText("Engineering Excellence", textRef("home.hero.title"));

describe("edit marks", () => {
  it("carry a reference invisibly and give it back with the words unchanged", () => {
    const marked = markText("Engineering that ships", textRef("home.hero.title"));
    expect(marked.startsWith("Engineering that ships")).toBe(true);
    expect(marked).not.toBe("Engineering that ships");
    expect(marked.replace(/[\u2060-\u2063\u200b-\u200d]/g, "")).toBe("Engineering that ships");
    expect(hasMarks(marked)).toBe(true);
    expect(readMarks(marked)).toEqual({
      text: "Engineering that ships",
      refs: ["text:home.hero.title"],
    });
  });

  it("read every mark of a text in order, including non-ASCII references", () => {
    const text = `${markText("Über uns", textRef("about.title"))} ${markText("Café", textRef("a.é"))}`;
    expect(readMarks(text)).toEqual({
      text: "Über uns Café",
      refs: ["text:about.title", "text:a.é"],
    });
  });

  it("leave plain text alone and drop a damaged mark without a reference", () => {
    expect(hasMarks("Plain words")).toBe(false);
    expect(readMarks("Plain words")).toEqual({ text: "Plain words", refs: [] });
    expect(readMarks("Cut\u2062\u200b\u200c\u2063 short")).toEqual({ text: "Cut short", refs: [] });
  });

  it("name the site-text key of a text reference only", () => {
    expect(refKey(textRef("contact.form.title"))).toBe("contact.form.title");
    expect(refKey(itemRef("faqs", "0b6f1c9e-1c51-4f5b-9a43-3c0d7e6a2b11", "answer"))).toBeNull();
  });

  it("name an item's field, and nothing for a reference the site does not make", () => {
    const id = "0b6f1c9e-1c51-4f5b-9a43-3c0d7e6a2b11";
    expect(parseRef(itemRef("office_hours", id, "hours"))).toEqual({
      kind: "item",
      collection: "office_hours",
      id,
      field: "hours",
    });
    expect(parseRef(textRef("home.hero.title"))).toEqual({ kind: "text", key: "home.hero.title" });
    expect(parseRef("item:faqs:not-an-id:answer")).toBeNull();
  });

  it("name a text of a built page's block by the page, the block's id and the text's path", () => {
    const id = "0b6f1c9e-1c51-4f5b-9a43-3c0d7e6a2b11";
    const ref = blockTextRef(id, { block: "faq_2-b", path: "questions.11.answer" });
    expect(ref).toBe(`item:pages:${id}:layout:faq_2-b:questions.11.answer`);
    expect(parseRef(ref)).toEqual({
      kind: "item",
      collection: "pages",
      id,
      field: "layout",
      part: { block: "faq_2-b", path: "questions.11.answer" },
    });
    expect(parseRef(blockTextRef(id, { block: "hero", path: "action.label" }))).toMatchObject({
      part: { block: "hero", path: "action.label" },
    });
    // Not a block id (a space, over 64 characters), not a text's path: not a reference.
    expect(parseRef(`item:pages:${id}:layout:a b:heading`)).toBeNull();
    expect(parseRef(`item:pages:${id}:layout:${"x".repeat(65)}:heading`)).toBeNull();
    expect(parseRef(`item:pages:${id}:layout:hero:cards..title`)).toBeNull();
    expect(parseRef(`item:pages:${id}:layout:hero:`)).toBeNull();
    expect(parseRef("image:1")).toBeNull();
  });
});

describe("withoutMarks", () => {
  it("takes marks and stray mark characters out of words pasted from a preview", () => {
    expect(withoutMarks(`${title} and more`)).toBe("Engineering Excellence and more");
    expect(withoutMarks("Cut\u2062 short\u2063")).toBe("Cut short");
    expect(readMarks(withoutMarks(title)).refs).toEqual([]);
  });
});
