import type { SearchKind } from "../../lib/search/query";
import { SECRET_KEY } from "./post-fixture";
import { median, percentile } from "./stats";

/** One search as a visitor makes it on /search: a query, perhaps a kind, perhaps a later page. */
export interface SearchCase {
  query: string;
  kind?: SearchKind;
  page?: number;
}

/**
 * What visitors type: services and techniques, standards, a leader, an office, phrases, a word
 * left out, the start of a word (the page searches as it is typed), misspellings that only the
 * correction finds, a narrowed kind and later pages of broad queries.
 */
export const SEARCH_CASES: readonly SearchCase[] = [
  { query: "scan compression" },
  { query: "jtag" },
  { query: "iso 26262" },
  { query: "post-silicon validation" },
  { query: "embedded linux" },
  { query: "Meera Iyer" },
  { query: "chief technology officer" },
  { query: "hyderabad" },
  { query: "design verification" },
  { query: '"design verification"' },
  { query: '"scan insertion"' },
  { query: "fpga -asic" },
  { query: "verification -formal" },
  { query: "uvm or systemverilog" },
  { query: "veri" },
  { query: "emb" },
  { query: "sili" },
  { query: "phys" },
  { query: "physical design" },
  { query: "timing closure" },
  { query: "low power upf" },
  { query: "wafer probe" },
  { query: "analog mixed-signal" },
  { query: "serdes" },
  { query: "automotive functional safety" },
  { query: "semiconductor yield" },
  { query: "memory test" },
  { query: "bring-up debug" },
  { query: "verifcation" },
  { query: "embeded" },
  { query: "valdation" },
  { query: "autmotive" },
  { query: "compresion" },
  { query: "dft", kind: "services" },
  { query: "automotive", kind: "industries" },
  { query: "scan compression", kind: "posts" },
  { query: "validation", kind: "leaders" },
  { query: "scan", page: 2 },
  { query: "controller", page: 3 },
  { query: "test", page: 2 },
];

export interface LatencySummary {
  /** Timed requests behind the figures. */
  samples: number;
  minMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

export interface SearchLatency {
  cases: number;
  runs: number;
  overall: LatencySummary;
  /** The searches that found nothing as typed and were searched again, corrected or not. */
  correction: LatencySummary & { queries: string[] };
  /** Each case's median, slowest first, so a slow query can be named. */
  slowest: { search: string; medianMs: number }[];
  /** From the insert of a post with a new word until a search for the word finds it; null: never within the wait. */
  publishToSearchableMs: number | null;
  /** The insert alone (its transaction writes the search document too). */
  publishInsertMs: number;
}

/** Untimed rounds over every case: the first calls plan and cache the queries. */
const WARM_UPS = 1;
const RUNS = 5;
/** How long a new post may take to be found before the wait gives up. */
const SEARCHABLE_WAIT_MS = 30_000;

interface SearchAnswer {
  total: number;
  counts: Record<string, number>;
  corrected_query: string | null;
  hits: { path: string }[];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function summarise(times: readonly number[]): LatencySummary {
  if (times.length === 0) return { samples: 0, minMs: 0, medianMs: 0, p95Ms: 0, maxMs: 0 };
  return {
    samples: times.length,
    minMs: round(Math.min(...times)),
    medianMs: round(median([...times])),
    p95Ms: round(percentile([...times], 95)),
    maxMs: round(Math.max(...times)),
  };
}

/** How the report names a case: the query, and its kind or page when it has one. */
export function describeCase(search: SearchCase): string {
  const extras = [search.kind && `kind ${search.kind}`, search.page && `page ${search.page}`];
  const extra = extras.filter(Boolean).join(", ");
  return extra ? `${search.query} (${extra})` : search.query;
}

/**
 * public.search_site() over the Data API, as the site calls it (supabase-js's rpc(): a POST with
 * the publishable key); times from before the request until its body is read, so each figure
 * includes the HTTP round trip on loopback.
 */
async function callSearch(
  backend: string,
  anonKey: string,
  search: SearchCase,
): Promise<{ ms: number; answer: SearchAnswer }> {
  const started = performance.now();
  const response = await fetch(`${backend}/rest/v1/rpc/search_site`, {
    method: "POST",
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      query: search.query,
      ...(search.kind ? { kind: search.kind } : {}),
      page_number: search.page ?? 1,
    }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`search ${describeCase(search)}: ${response.status} ${body}`);
  return { ms, answer: JSON.parse(body) as SearchAnswer };
}

/** The answer came from the second search: the first found nothing of any kind. */
const tookCorrection = (answer: SearchAnswer) =>
  answer.corrected_query !== null || Object.keys(answer.counts).length === 0;

/** A word no document holds: letters only, so every parser reads it as one word. */
function newWord(): string {
  const letters = Array.from(
    { length: 10 },
    () => "bcdfghjklmnpqrstvwxz"[Math.floor(Math.random() * 20)],
  );
  return `probe${letters.join("")}`;
}

/**
 * Publishes a post with a word of its own through the Data API (secret key), then searches for
 * the word as a visitor would until the post is among the hits; the post is deleted afterwards.
 */
async function measureSearchable(
  backend: string,
  anonKey: string,
): Promise<{ publishToSearchableMs: number | null; publishInsertMs: number }> {
  const word = newWord();
  const slug = `search-probe-${word}`;
  const headers = {
    apikey: SECRET_KEY,
    Authorization: `Bearer ${SECRET_KEY}`,
    "Content-Type": "application/json",
  };
  const started = performance.now();
  const inserted = await fetch(`${backend}/rest/v1/posts`, {
    method: "POST",
    headers: { ...headers, Prefer: "return=minimal" },
    body: JSON.stringify({
      slug,
      title: `Bring-up notes ${word}`,
      summary: "What a week of bring-up taught us about scan chains.",
      kind: "news",
      body: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [{ type: "text", text: `The ${word} board came up on the second day.` }],
          },
        ],
      },
    }),
  });
  const publishInsertMs = Math.round(performance.now() - started);
  if (!inserted.ok) throw new Error(`post ${slug}: ${inserted.status} ${await inserted.text()}`);
  try {
    while (performance.now() - started < SEARCHABLE_WAIT_MS) {
      const { answer } = await callSearch(backend, anonKey, { query: word });
      if (answer.hits.some((hit) => hit.path === `/insights/${slug}`)) {
        return { publishToSearchableMs: Math.round(performance.now() - started), publishInsertMs };
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { publishToSearchableMs: null, publishInsertMs };
  } finally {
    const removed = await fetch(`${backend}/rest/v1/posts?slug=eq.${slug}`, {
      method: "DELETE",
      headers,
    });
    if (!removed.ok) throw new Error(`post ${slug}: ${removed.status} ${await removed.text()}`);
  }
}

/**
 * The site search's latency against whatever the backend holds: every case in turn, round after
 * round (so a slow moment of a shared machine spreads over all cases), after untimed warm-up
 * rounds; then how soon a new post can be found.
 */
export async function measureSearchLatency(
  backend: string,
  anonKey: string,
  cases: readonly SearchCase[] = SEARCH_CASES,
  runs = RUNS,
): Promise<SearchLatency> {
  const times = new Map<SearchCase, number[]>(cases.map((search) => [search, []]));
  const corrected = new Set<SearchCase>();
  for (let pass = 0; pass < WARM_UPS + runs; pass += 1) {
    for (const search of cases) {
      const { ms, answer } = await callSearch(backend, anonKey, search);
      if (pass < WARM_UPS) continue;
      times.get(search)!.push(ms);
      if (tookCorrection(answer)) corrected.add(search);
    }
  }
  const all = [...times.values()].flat();
  const correction = [...corrected].flatMap((search) => times.get(search)!);
  return {
    cases: cases.length,
    runs,
    overall: summarise(all),
    correction: {
      ...summarise(correction),
      queries: [...corrected].map(describeCase),
    },
    slowest: cases
      .map((search) => ({
        search: describeCase(search),
        medianMs: round(median(times.get(search)!)),
      }))
      .sort((a, b) => b.medianMs - a.medianMs)
      .slice(0, 5),
    ...(await measureSearchable(backend, anonKey)),
  };
}
