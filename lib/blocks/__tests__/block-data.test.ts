/** @jest-environment node */
import { leaders } from "@/content/about";
import type { Collections } from "@/lib/collections/load";
import { loadCollections } from "@/lib/collections/load";
import { summary } from "@/lib/posts/__tests__/summaries";
import { loadPosts } from "@/lib/posts/read-posts";
import { doc, image, MEDIA_ID, paragraph, text } from "@/lib/rich-text/__tests__/build";
import type { RichTextDocument } from "@/lib/rich-text/document";
import { services } from "@/lib/services/catalogue";
import { createPublicClient } from "@/lib/supabase/public-client";
import { loadBlockData } from "../block-data";
import type { Block } from "../types";

jest.mock("@/lib/collections/load", () => ({ loadCollections: jest.fn() }));
jest.mock("@/lib/posts/read-posts", () => ({ loadPosts: jest.fn() }));
jest.mock("@/lib/supabase/public-client", () => ({ createPublicClient: jest.fn() }));

const BODY_IMAGE = "2b0c7f4e-1d3a-4e5b-8c9d-0e1f2a3b4c5d";
const mediaId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const row = (id: string) => ({
  id,
  path: `${id}/${id}.jpg`,
  alt: `Picture ${id}`,
  width: 1200,
  height: 800,
  focal_x: 0.5,
  focal_y: 0.4,
});

/** The ids each media read asked for; every read answers with the rows of those that exist. */
let mediaReads: string[][];
let missing: Set<string>;
let mediaError: { message: string } | null;

function fakeClient() {
  return {
    from: (table: string) => {
      expect(table).toBe("media");
      return {
        select: () => ({
          in: (column: string, ids: string[]) => {
            expect(column).toBe("id");
            mediaReads.push(ids);
            return {
              order: async () =>
                mediaError
                  ? { data: null, error: mediaError }
                  : { data: ids.filter((id) => !missing.has(id)).map(row), error: null },
            };
          },
        }),
      };
    },
  };
}

const collections = {
  services: [
    { ...services[0]!, id: "service-1" },
    { ...services[1]!, id: "service-2" },
  ],
  industries: [],
  leaders: [{ ...leaders[0]!, id: "leader-1" }],
} as unknown as Collections;

beforeEach(() => {
  mediaReads = [];
  missing = new Set();
  mediaError = null;
  jest
    .mocked(createPublicClient)
    .mockImplementation(() => fakeClient() as unknown as ReturnType<typeof createPublicClient>);
  jest.mocked(loadCollections).mockReset().mockResolvedValue(collections);
  jest.mocked(loadPosts).mockReset().mockResolvedValue([]);
});

describe("loadBlockData", () => {
  it("reads nothing for blocks that show only their own words", async () => {
    const data = await loadBlockData([
      { type: "figures", id: "f", figures: [{ figure: "40%", label: "shorter" }] },
      { type: "contact", id: "c", heading: "Talk", department: "dft" },
    ] satisfies Block[]);
    expect(data).toEqual({ images: {}, cards: {}, posts: {} });
    expect(createPublicClient).not.toHaveBeenCalled();
    expect(loadCollections).not.toHaveBeenCalled();
    expect(loadPosts).not.toHaveBeenCalled();
  });

  it("reads the images the blocks and their rich texts name, each once, in one read", async () => {
    missing.add(mediaId(3));
    const body = doc(paragraph(text("Intro")), {
      type: "bulletList",
      content: [{ type: "listItem", content: [image({ mediaId: BODY_IMAGE, alt: "" })] }],
    }) as unknown as RichTextDocument;
    const data = await loadBlockData([
      { type: "hero", id: "h", heading: "Hello", imageId: MEDIA_ID },
      { type: "image", id: "i", imageId: MEDIA_ID },
      { type: "two-columns", id: "t", text: "Words", imageId: mediaId(3), imageSide: "end" },
      { type: "image", id: "bad", imageId: "not-an-id" },
      { type: "rich-text", id: "r", body },
    ] satisfies Block[]);
    expect(mediaReads).toEqual([[mediaId(3), BODY_IMAGE, MEDIA_ID].sort()]);
    expect(Object.keys(data.images).sort()).toEqual([BODY_IMAGE, MEDIA_ID].sort());
    expect(data.images[MEDIA_ID]).toEqual({
      src: expect.stringMatching(new RegExp(`/storage/v1/object/public/site-media/${MEDIA_ID}/`)),
      alt: `Picture ${MEDIA_ID}`,
      width: 1200,
      height: 800,
      focalX: 0.5,
      focalY: 0.4,
    });
    expect(loadCollections).not.toHaveBeenCalled();
    expect(loadPosts).not.toHaveBeenCalled();
  });

  it("splits a long list of images into reads of a hundred", async () => {
    const layout: Block[] = Array.from({ length: 250 }, (_, n) => ({
      type: "image",
      id: `i${n}`,
      imageId: mediaId(n),
    }));
    const data = await loadBlockData(layout);
    expect(mediaReads.map((ids) => ids.length)).toEqual([100, 100, 50]);
    expect(Object.keys(data.images)).toHaveLength(250);
  });

  it("fails rather than draw a regenerated page without its pictures", async () => {
    mediaError = { message: "connection refused" };
    await expect(
      loadBlockData([{ type: "image", id: "i", imageId: MEDIA_ID }] satisfies Block[]),
    ).rejects.toThrow("connection refused");
  });

  it("takes cards from the site's collections, in the block's order, without gone items", async () => {
    const data = await loadBlockData([
      { type: "cards", id: "s", source: "services", ids: ["service-2", "gone", "service-1"] },
      { type: "cards", id: "l", source: "leaders", ids: ["leader-1"] },
      { type: "cards", id: "h", source: "hand", cards: [{ title: "A", text: "B" }] },
    ] satisfies Block[]);
    expect(data.cards.s?.map((card) => card.id)).toEqual(["service-2", "service-1"]);
    expect(data.cards.s?.[0]).toMatchObject({
      title: services[1]!.name,
      href: `/services/${services[1]!.slug}`,
    });
    expect(data.cards.l?.[0]).toMatchObject({ name: leaders[0]!.name, drawing: leaders[0]!.image });
    expect(Object.keys(data.cards)).toEqual(["s", "l"]);
    expect(loadCollections).toHaveBeenCalled();
    expect(loadPosts).not.toHaveBeenCalled();
  });

  it("keeps each latest-posts block's newest matching posts, and none for a block none matches", async () => {
    jest
      .mocked(loadPosts)
      .mockResolvedValue([
        summary(1, { kind: "news" }),
        summary(2, { kind: "case-study", serviceIds: ["service-1"] }),
        summary(3, { kind: "case-study" }),
        summary(4, { kind: "case-study", serviceIds: ["service-1"] }),
      ]);
    const data = await loadBlockData([
      { type: "latest-posts", id: "all", count: 2 },
      { type: "latest-posts", id: "studies", kind: "case-study", serviceId: "service-1", count: 6 },
      { type: "latest-posts", id: "none", industryId: "industry-x", count: 3 },
    ] satisfies Block[]);
    expect(data.posts.all?.posts.map((post) => post.slug)).toEqual(["post-1", "post-2"]);
    expect(data.posts.all?.listPath).toBe("/insights");
    expect(data.posts.studies?.posts.map((post) => post.slug)).toEqual(["post-2", "post-4"]);
    expect(data.posts.studies?.listPath).toBe(`/insights/service/${services[0]!.slug}`);
    expect(Object.hasOwn(data.posts, "none")).toBe(false);
    // The result crosses to client parts as it is: plain values only.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
