/** @jest-environment node */
import { faqs as shippedFaqs } from "@/content/contact";
import { readMarks } from "@/lib/visual-editing/marks";
import type { Reader } from "@/lib/supabase/reader";
import { readCollections } from "../read-collections";
import type { ItemDraft } from "../staged";

type Answer = { data: Record<string, unknown>[] } | { error: { message: string } };

/** A client whose every read of `table` answers `answers[table]` (no rows when not given). */
function fakeReader(answers: Record<string, Answer>): { reader: Reader; tables: string[] } {
  const tables: string[] = [];
  const from = (table: string) => {
    tables.push(table);
    const answer = answers[table] ?? { data: [] };
    const result =
      "error" in answer
        ? { data: null, error: answer.error, count: null }
        : { data: answer.data, error: null, count: answer.data.length };
    const builder: object = new Proxy(
      {},
      {
        get: (_, name) =>
          name === "then" ? (resolve: (value: unknown) => void) => resolve(result) : () => builder,
      },
    );
    return builder;
  };
  // Only the reads of readCollections are faked; nothing else of the client is reached.
  return { reader: { from } as unknown as Reader, tables };
}

const FAQ_ID = "00000000-0000-4000-8000-000000000001";
const NEW_FAQ_ID = "00000000-0000-4000-8000-000000000002";
const LEADER_ID = "00000000-0000-4000-8000-000000000003";
const IMAGE_ID = "00000000-0000-4000-8000-000000000004";

const row = (id: string, fields: Record<string, unknown>) => ({
  id,
  sort_order: 0,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  ...fields,
});

const stored: Record<string, Answer> = {
  faqs: { data: [row(FAQ_ID, { question: "Do you sign NDAs?", answer: "Yes." })] },
  leaders: {
    data: [
      row(LEADER_ID, {
        name: "Meera Iyer",
        position: "CTO",
        experience: "20 years",
        portrait: "/leadership/meera-iyer.svg",
        portrait_alt: "A drawing of Meera",
        portrait_id: IMAGE_ID,
      }),
    ],
  },
  page_share_images: { data: [row("s", { path: "/about", image_id: IMAGE_ID })] },
  media: {
    data: [
      {
        id: IMAGE_ID,
        path: "meera.jpg",
        alt: "Meera at the probe station",
        width: 800,
        height: 600,
        focal_x: 0.5,
        focal_y: 0.5,
      },
    ],
  },
};

const draft = (item_id: string, item: ItemDraft["item"], base: string | null): ItemDraft => ({
  collection: "faqs",
  item_id,
  item,
  base_updated_at: base,
  label: null,
  schedule_id: null,
  staged_at: "2026-01-02T00:00:00Z",
  staged_by: null,
  staged_by_email: null,
});

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("readCollections", () => {
  it("reads every list from its table, with the share images by path", async () => {
    const { reader, tables } = fakeReader(stored);
    const { collections, complete } = await readCollections(reader, []);
    expect(complete).toBe(true);
    expect(tables.sort()).toEqual(
      [
        "company_values",
        "department_contacts",
        "faqs",
        "home_service_cards",
        "industries",
        "leaders",
        "media",
        "milestones",
        "office_hours",
        "offices",
        "page_share_images",
        "services",
      ].sort(),
    );
    expect(collections.faqs).toEqual([{ question: "Do you sign NDAs?", answer: "Yes." }]);
    expect(collections.services).toEqual([]);
    expect(collections.leaders[0]).toMatchObject({
      name: "Meera Iyer",
      imageAlt: "A drawing of Meera",
      photo: { alt: "Meera at the probe station" },
    });
    expect(collections.shareImages.get("/about")?.alt).toBe("Meera at the probe station");
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows the shipped list when the backend cannot answer for a list and nothing was kept", async () => {
    const { reader } = fakeReader({ ...stored, faqs: { error: { message: "down" } } });
    const first = await readCollections(reader, []);
    const again = await readCollections(reader, []);
    expect(first.complete).toBe(false);
    expect(first.collections.faqs).toEqual(shippedFaqs);
    expect(again.collections.faqs).toEqual(shippedFaqs);
    expect(first.collections.leaders).toHaveLength(1);
    // The public client warns, once per outage of the table (lib/supabase/last-good.ts).
    expect(warn).not.toHaveBeenCalled();
  });

  it("is incomplete, without a warning, when only the share images cannot be read", async () => {
    const { reader } = fakeReader({ ...stored, page_share_images: { error: { message: "x" } } });
    const { collections, complete } = await readCollections(reader, []);
    expect(complete).toBe(false);
    expect(collections.shareImages.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it("lays the staged items over and, when marking, marks the published items' words", async () => {
    const { reader } = fakeReader(stored);
    const staged = [
      draft(FAQ_ID, { question: "Do you sign NDAs?", answer: "Always." }, "2026-01-01T00:00:00Z"),
      draft(NEW_FAQ_ID, { question: "New?", answer: "Staged." }, null),
    ];
    const { collections } = await readCollections(reader, staged, true);
    const [changed, added] = collections.faqs;
    expect(readMarks(changed!.answer)).toEqual({
      text: "Always.",
      refs: [`item:faqs:${FAQ_ID}:answer`],
    });
    expect(added).toEqual({ question: "New?", answer: "Staged." });
    const leader = collections.leaders[0]!;
    expect(readMarks(leader.photo!.alt).refs).toEqual([`item:leaders:${LEADER_ID}:portrait_id`]);
    // The drawing is not shown when a photo is chosen: its description names only itself.
    expect(readMarks(leader.imageAlt).refs).toEqual([`item:leaders:${LEADER_ID}:portrait_alt`]);
    // The same image elsewhere is not this leader's field.
    expect(readMarks(collections.shareImages.get("/about")!.alt).refs).toEqual([]);
  });
});
