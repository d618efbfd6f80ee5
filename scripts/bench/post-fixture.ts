/**
 * A thousand posts, written into a local backend through its Data API with the secret key:
 * every kind, about 450 words each with headings and a list, related to the backend's services
 * and industries in turn, one a day going back from today.
 */

/** The Supabase CLI's well-known local secret key (public on purpose). */
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
/** Posts per request: the local backend takes bodies of up to 1 MB. */
const BATCH = 50;
const KINDS = ["case-study", "insight", "news"] as const;

const headers = {
  apikey: SECRET_KEY,
  Authorization: `Bearer ${SECRET_KEY}`,
  "Content-Type": "application/json",
};

const text = (words: string) => ({ type: "text", text: words });
const paragraph = (words: string) => ({ type: "paragraph", content: [text(words)] });
const SENTENCE =
  "Scan compression, pattern reordering and parallel memory test took weeks off the bring-up of a mature automotive controller, without losing coverage.";

/** A body of about 450 words: three sections, each a heading, three paragraphs and a list. */
function body(number: number) {
  const section = (title: string) => [
    { type: "heading", attrs: { level: 2 }, content: [text(`${title} ${number}`)] },
    ...Array.from({ length: 3 }, () => paragraph(`${SENTENCE} ${SENTENCE} ${SENTENCE}`)),
    {
      type: "bulletList",
      content: ["long scan chains", "redundant patterns", "serial memory test"].map((item) => ({
        type: "listItem",
        content: [paragraph(item)],
      })),
    },
  ];
  return {
    type: "doc",
    content: [...section("The problem"), ...section("What we did"), ...section("What changed")],
  };
}

async function ids(backend: string, table: string): Promise<string[]> {
  const response = await fetch(`${backend}/rest/v1/${table}?select=id&order=sort_order`, {
    headers,
  });
  if (!response.ok) throw new Error(`${table}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }[]).map((row) => row.id);
}

/** Writes `count` posts, newest first from today. */
export async function loadPostFixture(backend: string, count: number): Promise<void> {
  const [services, industries] = await Promise.all([
    ids(backend, "services"),
    ids(backend, "industries"),
  ]);
  const day = 24 * 60 * 60 * 1000;
  const posts = Array.from({ length: count }, (_, index) => ({
    slug: `scale-post-${index + 1}`,
    title: `Scale post ${index + 1}: bringing up a mature controller faster`,
    summary: "Compression, reordering and parallel memory test took weeks off a bring-up.",
    kind: KINDS[index % KINDS.length],
    body: body(index + 1),
    published_at: new Date(Date.now() - index * day).toISOString().slice(0, 10),
    service_ids: [services[index % services.length]],
    industry_ids: [industries[index % industries.length]],
    results: index % 3 === 0 ? [{ figure: "40%", label: "shorter test time" }] : [],
  }));
  for (let i = 0; i < posts.length; i += BATCH) {
    const response = await fetch(`${backend}/rest/v1/posts`, {
      method: "POST",
      headers: { ...headers, Prefer: "return=minimal" },
      body: JSON.stringify(posts.slice(i, i + BATCH)),
    });
    if (!response.ok) throw new Error(`posts: ${response.status} ${await response.text()}`);
  }
}
