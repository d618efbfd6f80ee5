import { applyDrafts } from "../drafts";

describe("applyDrafts", () => {
  it("lays staged texts over the stored ones and drops keys staged back to their default", () => {
    const stored = [
      { content_key: "home.title", content_value: "Stored title" },
      { content_key: "about.title", content_value: "Stored about" },
    ];
    expect(
      applyDrafts(stored, [
        { content_key: "home.title", content_value: "Staged title" },
        { content_key: "about.title", content_value: null },
        { content_key: "contact.title", content_value: "New contact" },
        { content_key: "footer.note", content_value: null },
      ]),
    ).toEqual([
      { content_key: "home.title", content_value: "Staged title" },
      { content_key: "contact.title", content_value: "New contact" },
    ]);
    expect(applyDrafts(stored, [])).toEqual(stored);
  });
});
