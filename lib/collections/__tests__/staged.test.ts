import { type ItemDraft, stagedItemName, stagedItemPage, withStagedItems } from "../staged";

const row = (id: string, name: string, sort_order: number) => ({
  id,
  name,
  slug: name.toLowerCase(),
  sort_order,
  updated_at: "2026-11-24T09:00:00+00:00",
});

const draft = (
  item_id: string,
  item: ItemDraft["item"],
  base: string | null,
  staged_at = "2026-11-25T10:00:00+00:00",
  collection = "services",
): ItemDraft => ({
  collection,
  item_id,
  item,
  base_updated_at: base,
  label: null,
  staged_by: null,
  staged_by_email: null,
  staged_at,
  schedule_id: null,
});

const rows = [row("a", "Alpha", 0), row("b", "Beta", 1), row("c", "Gamma", 2)];

describe("withStagedItems", () => {
  it("shows the rows as they are when nothing of the collection is staged", () => {
    const other = draft("a", { question: "Elsewhere?" }, null, undefined, "faqs");
    expect(withStagedItems(rows, [other], "services")).toEqual(rows);
  });

  it("lays staged fields over their row, keeping its id, place and version", () => {
    const staged = draft(
      "b",
      { name: "Beta 2", id: "z", sort_order: 99, updated_at: "never" },
      rows[1]!.updated_at,
    );
    expect(withStagedItems(rows, [staged], "services")).toEqual([
      rows[0],
      { ...rows[1], name: "Beta 2" },
      rows[2],
    ]);
  });

  it("leaves out staged removals and adds new items at the end in the order staged", () => {
    const shown = withStagedItems(
      rows,
      [
        draft("n2", { name: "Second new" }, null, "2026-11-25T10:00:02+00:00"),
        draft("a", null, rows[0]!.updated_at),
        draft("n1", { name: "First new" }, null, "2026-11-25T10:00:01+00:00"),
      ],
      "services",
    );
    expect(shown.map((item) => item.id)).toEqual(["b", "c", "n1", "n2"]);
    expect(shown.at(-1)).toEqual({ id: "n2", name: "Second new" });
  });

  it("does not add a staged new item twice once its row exists", () => {
    const shown = withStagedItems(rows, [draft("c", { name: "Gamma, staged" }, null)], "services");
    expect(shown.map((item) => item.name)).toEqual(["Alpha", "Beta", "Gamma, staged"]);
  });
});

describe("staged item names and pages", () => {
  const services = { title: "Services", nameField: "name", page: "/services", bySlug: true };
  const faqs = { title: "FAQs", nameField: "question", page: "/contact", bySlug: false };

  it("previews an item with a page on its own page, any other on its list's page", () => {
    expect(stagedItemPage(services, { name: "Chiplets", slug: "chiplets" })).toBe(
      "/services/chiplets",
    );
    expect(stagedItemPage(services, null)).toBe("/services");
    expect(stagedItemPage(faqs, { question: "Why?", slug: "ignored" })).toBe("/contact");
  });

  it("names an item by its list's name field, else by the name it was staged under", () => {
    expect(stagedItemName(faqs, { item: { question: "Why?" }, label: "Old" })).toBe("Why?");
    expect(stagedItemName(faqs, { item: null, label: "Why not?" })).toBe("Why not?");
    expect(stagedItemName(faqs, { item: ["not", "an", "item"], label: null })).toBeUndefined();
  });
});
