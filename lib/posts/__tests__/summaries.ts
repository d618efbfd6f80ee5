import type { PostKind, PostSummary } from "../post";

/** A post as lists read it, numbered so each has its own id, slug and day. */
export function summary(number: number, overrides: Partial<PostSummary> = {}): PostSummary {
  const day = String(28 - (number % 28)).padStart(2, "0");
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, "0")}`,
    slug: `post-${number}`,
    title: `Post ${number}`,
    summary: `Summary ${number}`,
    kind: "insight" as PostKind,
    publishedAt: `2027-02-${day}`,
    updatedAt: "2027-03-01T00:00:00.000Z",
    readingMinutes: 3,
    authorId: null,
    industryIds: [],
    serviceIds: [],
    noindex: false,
    ...overrides,
  };
}
