import type { AdminReady } from "./admin-ready";
import { BUILT_PAGE_PATH, WORDS_PER_BLOCK } from "./built-page";
import type { HtmlBytes } from "./html";
import type { JsBytes } from "./js-bytes";
import { LIGHTHOUSE_RUNS, type LighthouseResult } from "./lighthouse";
import type { LoadResult } from "./load";
import type { MediaFigures } from "./media";
import { kb } from "./stats";
import { jsBudgetRatio, type Target } from "./targets";

export interface Report {
  date: string;
  node: string;
  floor: JsBytes;
  targets: Target[];
  js: Array<JsBytes & { ratio: number }>;
  html: HtmlBytes[];
  adminReady: AdminReady;
  media: MediaFigures;
  lighthouse: LighthouseResult[];
  load: LoadResult[];
  backend: unknown;
  /** The search page measured with the templates. */
  searchPage: string;
}

const row = (cells: Array<string | number>) => `| ${cells.join(" | ")} |`;

/**
 * Bytes left under a page's JS budget (negative: over it), so a change's cost can be read
 * against what remains.
 */
function jsHeadroom(page: JsBytes, floor: JsBytes): string {
  const budget = jsBudgetRatio(page.path);
  return budget === undefined ? "–" : String(Math.floor(floor.wireBytes * budget) - page.wireBytes);
}

/** The markdown version of the report. */
export function renderReport(report: Report): string {
  const lines = [
    `# Benchmark report`,
    ``,
    `${report.date}, Node ${report.node}. Medians; figures vary between runs on a shared machine.`,
    ``,
    `## Targets`,
    ``,
    `${report.targets.filter((t) => t.met).length} of ${report.targets.length} met.`,
    ``,
    row(["target", "measured", "met"]),
    row(["---", "---", "---"]),
    ...report.targets.map((t) => row([t.target, t.measured, t.met ? "yes" : "**no**"])),
    ``,
    `## JavaScript downloaded on first load`,
    ``,
    `Floor (empty App Router page, same next/react): ${kb(report.floor.wireBytes)} KB on the wire, ${kb(report.floor.decodedBytes)} KB decoded, ${report.floor.scripts} scripts.`,
    `Everything until network idle counts, including code the router prefetches for linked pages.`,
    `${BUILT_PAGE_PATH} is a page built from blocks for the run (a hero, two rich-text blocks of about ${WORDS_PER_BLOCK} words, five questions), published through the Data API before the build and removed after; ${report.searchPage} shows a first page of results.`,
    ``,
    row([
      "page",
      "scripts",
      "wire KB",
      "of which prefetched KB",
      "decoded KB",
      "× floor",
      "bytes under budget",
    ]),
    row(["---", "---", "---", "---", "---", "---", "---"]),
    ...report.js.map((p) =>
      row([
        p.path,
        p.scripts,
        kb(p.wireBytes),
        kb(p.prefetchedWireBytes),
        kb(p.decodedBytes),
        p.ratio,
        jsHeadroom(p, report.floor),
      ]),
    ),
    ``,
    `## HTML`,
    ``,
    row(["page", "raw KB", "gzip KB (served)", "brotli KB"]),
    row(["---", "---", "---", "---"]),
    ...report.html.map((h) => row([h.path, kb(h.raw), kb(h.gzipServed), kb(h.brotli)])),
    ``,
    `## /admin until its list is usable (signed in, no cache, loopback)`,
    ``,
    `Median ${report.adminReady.medianMs} ms, max ${report.adminReady.maxMs} ms over ${report.adminReady.runs} loads.`,
    ``,
    `## Library images`,
    ``,
    `A ${report.media.photoPixels} px photo-like JPEG of ${kb(report.media.photoBytes)} KB, uploaded through /admin/media:`,
    `upload ${report.media.uploadMs} ms; saved as a leader's photo → in /about's HTML ${report.media.saveToVisibleMs} ms.`,
    `The About, DFT and Automotive pages Lighthouse measures below show library images.`,
    ``,
    row(["portrait on /about at", "width fetched", "KB", "type"]),
    row(["---", "---", "---", "---"]),
    ...report.media.portraitBytes.map((p) => row([p.screen, p.width, kb(p.bytes), p.type])),
    ``,
    `## Lighthouse (median of ${LIGHTHOUSE_RUNS})`,
    ``,
    "The floor is Next's default build. The site's build also marks its start-up chunks for eager",
    "compilation (scripts/compile-hints.mjs), which takes their compilation out of the hydration task:",
    "part of the site's TBT margin over the floor comes from that step, not from the site's own code.",
    ``,
    row([
      "page",
      "form",
      "perf",
      "a11y",
      "best pr.",
      "SEO",
      "LCP ms",
      "LCP per run",
      "TBT ms",
      "CLS",
    ]),
    row(["---", "---", "---", "---", "---", "---", "---", "---", "---", "---"]),
    ...report.lighthouse.map((l) =>
      row([
        l.path,
        l.formFactor,
        l.performance,
        l.accessibility,
        l.bestPractices,
        l.seo,
        l.lcpMs,
        l.lcpRunsMs.join(" · "),
        l.tbtMs,
        l.cls,
      ]),
    ),
    ``,
    `## Static pages under load (loopback)`,
    ``,
    row(["page", "connections", "seconds", "requests", "req/s", "p50 ms", "p99 ms", "errors"]),
    row(["---", "---", "---", "---", "---", "---", "---", "---"]),
    ...report.load.map((l) =>
      row([l.path, l.connections, l.seconds, l.requests, l.rps, l.p50Ms, l.p99Ms, l.errors]),
    ),
    ``,
    `## Local backend`,
    ``,
    "```json",
    JSON.stringify(report.backend, null, 2),
    "```",
    ``,
  ];
  return lines.join("\n");
}
