import type { AdminReady } from "./admin-ready";
import type { HtmlBytes } from "./html";
import type { JsBytes } from "./js-bytes";
import type { LighthouseResult } from "./lighthouse";
import type { LoadResult } from "./load";
import { kb } from "./stats";

export interface Target {
  target: string;
  measured: string;
  met: boolean;
}

export interface TargetInputs {
  floorJs: JsBytes;
  floorLighthouse: LighthouseResult;
  js: JsBytes[];
  html: HtmlBytes[];
  mobile: LighthouseResult[];
  adminReady: AdminReady;
  load: LoadResult;
  /** A page built from blocks, none of them interactive. */
  builtPage: string;
  /** The search page with a query's results. */
  searchPage: string;
}

/** The performance budgets, each against figures from the same run as the floor. */
export const BUDGETS = {
  publicJsRatio: 1.05,
  adminJsRatio: 1.5,
  htmlGzipKb: 14,
  scoreBelowFloor: 1,
  tbtOverFloorMs: 25,
  /** Over the floor's LCP, for the best run and for the median (Lighthouse's LCP is bimodal here). */
  lcpOverFloorMs: 250,
  adminReadyMs: 1000,
  loadRps: 500,
  loadP99Ms: 100,
} as const;

/** The JS budget a page is held to, as a multiple of the floor; /login has none of its own. */
export function jsBudgetRatio(path: string): number | undefined {
  if (path === "/login") return undefined;
  return path === "/admin" ? BUDGETS.adminJsRatio : BUDGETS.publicJsRatio;
}

const worst = <T>(items: T[], by: (item: T) => number): T =>
  items.reduce((a, b) => (by(b) > by(a) ? b : a));

/**
 * The built page's and the search page's own budgets, named apart from every page's: a built
 * page without interactive blocks ships the public pages' JS and HTML, the search page their JS.
 */
function pageTargets({ floorJs, js, html, builtPage, searchPage }: TargetInputs): Target[] {
  const jsOf = (path: string) => js.find((page) => page.path === path);
  const htmlOf = (path: string) => html.find((page) => page.path === path);
  const ratio = (page: JsBytes | undefined) =>
    page ? page.wireBytes / floorJs.wireBytes : Number.NaN;
  const jsMeasured = (page: JsBytes | undefined) =>
    page ? `JS ${ratio(page).toFixed(3)}× (${kb(page.wireBytes)} KB)` : "JS not measured";
  const htmlMeasured = (page: HtmlBytes | undefined) =>
    page ? `HTML ${kb(page.gzipServed)} KB gzip` : "HTML not measured";
  const built = { js: jsOf(builtPage), html: htmlOf(builtPage) };
  const search = { js: jsOf(searchPage), html: htmlOf(searchPage) };
  return [
    {
      target: `built page ${builtPage} (no interactive blocks): JS ≤ ${BUDGETS.publicJsRatio}× floor, HTML ≤ ${BUDGETS.htmlGzipKb} KB gzip`,
      measured: `${jsMeasured(built.js)}, ${htmlMeasured(built.html)}`,
      met:
        ratio(built.js) <= BUDGETS.publicJsRatio &&
        (built.html?.gzipServed ?? Infinity) <= BUDGETS.htmlGzipKb * 1024,
    },
    {
      target: `search results ${searchPage}: JS ≤ ${BUDGETS.publicJsRatio}× floor`,
      measured: `${jsMeasured(search.js)}, ${htmlMeasured(search.html)}`,
      met: ratio(search.js) <= BUDGETS.publicJsRatio,
    },
  ];
}

/** Every budget, what was measured for it, and whether it holds. */
export function checkTargets(inputs: TargetInputs): Target[] {
  const { floorJs, floorLighthouse: floor, js, html, mobile, adminReady, load } = inputs;
  const ratio = (page: JsBytes) => page.wireBytes / floorJs.wireBytes;
  const publicJs = js.filter((page) => jsBudgetRatio(page.path) === BUDGETS.publicJsRatio);
  const admin = js.find((page) => page.path === "/admin");
  const targets: Target[] = [];

  const heaviest = worst(publicJs, ratio);
  targets.push({
    target: `public pages: JS ≤ ${BUDGETS.publicJsRatio}× floor`,
    measured: `worst ${heaviest.path} ${ratio(heaviest).toFixed(3)}× (${kb(heaviest.wireBytes)} KB)`,
    met: publicJs.every((page) => ratio(page) <= BUDGETS.publicJsRatio),
  });
  if (admin) {
    targets.push({
      target: `/admin: JS ≤ ${BUDGETS.adminJsRatio}× floor`,
      measured: `${ratio(admin).toFixed(3)}× (${kb(admin.wireBytes)} KB)`,
      met: ratio(admin) <= BUDGETS.adminJsRatio,
    });
  }
  const biggest = worst(html, (page) => page.gzipServed);
  targets.push({
    target: `every public page (${html.length}): HTML ≤ ${BUDGETS.htmlGzipKb} KB gzip`,
    measured: `largest ${biggest.path} ${kb(biggest.gzipServed)} KB`,
    met: html.every((page) => page.gzipServed <= BUDGETS.htmlGzipKb * 1024),
  });
  targets.push(...pageTargets(inputs));
  const best = (result: LighthouseResult) => Math.min(...result.lcpRunsMs);
  const lcpMedianBudget = floor.lcpMs + BUDGETS.lcpOverFloorMs;
  const lcpBestBudget = best(floor) + BUDGETS.lcpOverFloorMs;
  for (const page of mobile) {
    targets.push(
      {
        target: `${page.path} mobile: score ≥ floor − ${BUDGETS.scoreBelowFloor} (${floor.performance - BUDGETS.scoreBelowFloor})`,
        measured: String(page.performance),
        met: page.performance >= floor.performance - BUDGETS.scoreBelowFloor,
      },
      {
        target: `${page.path} mobile: TBT ≤ floor + ${BUDGETS.tbtOverFloorMs} ms (${floor.tbtMs + BUDGETS.tbtOverFloorMs} ms)`,
        measured: `${page.tbtMs} ms`,
        met: page.tbtMs <= floor.tbtMs + BUDGETS.tbtOverFloorMs,
      },
      {
        target: `${page.path} mobile: LCP ≤ floor + ${BUDGETS.lcpOverFloorMs} ms, median (${lcpMedianBudget} ms) and best (${lcpBestBudget} ms), CLS 0`,
        measured: `median ${page.lcpMs} ms, best ${best(page)} ms, CLS ${page.cls}`,
        met: page.lcpMs <= lcpMedianBudget && best(page) <= lcpBestBudget && page.cls === 0,
      },
    );
  }
  targets.push(
    {
      target: `/admin signed in: usable list ≤ ${BUDGETS.adminReadyMs} ms (loopback)`,
      measured: `median ${adminReady.medianMs} ms, max ${adminReady.maxMs} ms (${adminReady.runs} runs)`,
      met: adminReady.medianMs <= BUDGETS.adminReadyMs,
    },
    {
      target: `${load.path} under load: ≥ ${BUDGETS.loadRps} req/s, p99 ≤ ${BUDGETS.loadP99Ms} ms, 0 errors`,
      measured: `${load.rps} req/s, p99 ${load.p99Ms} ms, ${load.errors} errors`,
      met: load.rps >= BUDGETS.loadRps && load.p99Ms <= BUDGETS.loadP99Ms && load.errors === 0,
    },
  );
  return targets;
}
