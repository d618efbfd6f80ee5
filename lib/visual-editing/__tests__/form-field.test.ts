import { formForRefs } from "../form-field";
import { blockTextRef, itemRef, textRef } from "../marks";

const id = "5d0c5e8e-6f3a-4c1e-9a7b-2f1d0e9c8b7a";

describe("formForRefs", () => {
  it("opens a built page's form from its blocks, at the page's own admin address", () => {
    expect(formForRefs([itemRef("pages", id, "layout")])).toBe(`/admin/built-pages/${id}`);
    expect(formForRefs([itemRef("pages", id, "title")])).toBeNull();
  });

  it("edits a text of a built page's block in place", () => {
    expect(formForRefs([blockTextRef(id, { block: "intro", path: "heading" })])).toBeNull();
  });

  it("opens a post's form for its body", () => {
    expect(formForRefs([itemRef("posts", id, "body")])).toBe(`/admin/posts/${id}`);
  });

  it("edits a post's title and summary in place", () => {
    expect(
      formForRefs([itemRef("posts", id, "title"), itemRef("posts", id, "summary")]),
    ).toBeNull();
  });

  it("edits site texts and other collections' fields in place", () => {
    expect(formForRefs([textRef("home.hero.title"), itemRef("services", id, "title")])).toBeNull();
  });

  it("ignores references to lists that do not exist", () => {
    expect(formForRefs([`item:nothing:${id}:body`])).toBeNull();
  });
});
