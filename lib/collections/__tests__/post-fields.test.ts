import { collectionsText } from "@/content/admin-collections";
import type { ItemValues } from "@/lib/collections/item-values";
import {
  blankValues,
  columnsFromValues,
  type StoredRow,
  valuesFromRow,
} from "@/lib/collections/item-rows";
import { collectionSpecs } from "@/lib/collections/specs";
import { normaliseItem, validateItem } from "@/lib/collections/validate";

const spec = collectionSpecs.posts;
const messages = collectionsText.errors;
const LEADER = "0b5e6f4a-95b2-4c43-9a43-1f9c2d7e8a01";
const INDUSTRY = "5d1f0c9e-7a8b-4c2d-9e3f-1a2b3c4d5e6f";
const body = {
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "Forty percent less test time." }] },
  ],
};

function postValues(overrides: ItemValues = {}): ItemValues {
  return {
    ...blankValues(spec, new Date("2027-03-15T10:00:00Z")),
    title: "Cutting ATE time by 40%",
    slug: "cutting-ate-time",
    kind: "case-study",
    summary: "How compression and pattern reordering shortened a test program.",
    body: JSON.stringify(body),
    ...overrides,
  };
}

const check = (values: ItemValues) => validateItem(spec, normaliseItem(spec, values), [], messages);

describe("a post's fields", () => {
  it("start blank, with today's date and an empty body", () => {
    const values = blankValues(spec, new Date("2027-03-15T23:30:00Z"));
    expect(values.published_at).toBe("2027-03-15");
    expect(JSON.parse(String(values.body))).toEqual({
      type: "doc",
      content: [{ type: "paragraph" }],
    });
    expect(values.industry_ids).toEqual([]);
    expect(values.results).toEqual([]);
    expect(values.noindex).toBe("");
  });

  it("accept a post with only the required fields, and store the rest as none", () => {
    const values = postValues();
    expect(check(values)).toEqual({});
    const columns = columnsFromValues(spec, normaliseItem(spec, values));
    expect(columns).toMatchObject({
      published_at: "2027-03-15",
      body,
      author_id: null,
      cover_image_id: null,
      client: null,
      meta_title: null,
      industry_ids: [],
      results: [],
      noindex: false,
    });
  });

  it("read a stored post back as the form edits it", () => {
    const row = {
      id: "9f0c2b1a-0000-4000-8000-000000000001",
      updated_at: "2027-03-15T10:00:00Z",
      sort_order: 0,
      title: "T",
      body,
      author_id: LEADER,
      industry_ids: [INDUSTRY],
      results: [{ figure: "40%", label: "shorter test time" }],
      noindex: true,
      client: null,
    } satisfies StoredRow;
    const values = valuesFromRow(spec, row);
    expect(values.body).toBe(JSON.stringify(body));
    expect(values.author_id).toBe(LEADER);
    expect(values.industry_ids).toEqual([INDUSTRY]);
    expect(values.results).toEqual(["40% | shorter test time"]);
    expect(values.noindex).toBe("true");
    expect(values.client).toBe("");
  });

  it("store results as figure and label pairs, and say which line is not one", () => {
    const values = postValues({
      results: [" 40% | shorter test time ", "", "3x | faster bring-up"],
    });
    expect(check(values)).toEqual({});
    expect(columnsFromValues(spec, normaliseItem(spec, values)).results).toEqual([
      { figure: "40%", label: "shorter test time" },
      { figure: "3x", label: "faster bring-up" },
    ]);
    expect(check(postValues({ results: ["40% | less", "forty percent"] }))).toEqual({
      results: messages.figure(2),
    });
    expect(check(postValues({ results: ["x".repeat(21) + " | too wide a figure"] }))).toEqual({
      results: messages.figure(1),
    });
  });

  it("refuse a date that is not a day, a body with a javascript: link, and an empty body", () => {
    expect(check(postValues({ published_at: "2027-02-30" }))).toEqual({
      published_at: messages.date("Date"),
    });
    const linked = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "click",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        },
      ],
    };
    const refused = check(postValues({ body: JSON.stringify(linked) }));
    expect(refused.body).toContain("javascript:alert(1)");
    expect(
      check(
        postValues({ body: JSON.stringify({ type: "doc", content: [{ type: "paragraph" }] }) }),
      ),
    ).toEqual({
      body: messages.required("Body"),
    });
    expect(check(postValues({ body: "{not json" })).body).toEqual(expect.any(String));
  });

  it("refuse more related items than allowed, and ids that are not ids", () => {
    const many = Array.from(
      { length: 21 },
      (_, index) => `5d1f0c9e-7a8b-4c2d-9e3f-${String(index).padStart(12, "0")}`,
    );
    expect(check(postValues({ industry_ids: many }))).toEqual({
      industry_ids: messages.tooMany("Industries", 20),
    });
    expect(check(postValues({ author_id: "someone" }))).toEqual({
      author_id: messages.choose("Author"),
    });
  });

  it("keep the list's own addresses from posts", () => {
    expect(check(postValues({ slug: "page" }))).toEqual({ slug: messages.reserved("page") });
  });
});
