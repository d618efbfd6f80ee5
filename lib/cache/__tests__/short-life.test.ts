/** @jest-environment node */
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { FALLBACK_PAGE_SECONDS, shortenPageLife } from "@/lib/cache/short-life";
import { SITE_TEXT_REVALIDATE_SECONDS } from "@/lib/site-text/tag";

/**
 * A page's regeneration as Next 16 runs it without Cache Components (a "prerender-legacy" work
 * unit), with an empty cache: only the parts unstable_cache reads.
 */
function regeneration() {
  const written: unknown[] = [];
  const work = {
    route: "/about",
    nextFetchId: 0,
    pendingRevalidates: {},
    isOnDemandRevalidate: false,
    isDraftMode: false,
    incrementalCache: {
      isOnDemandRevalidate: false,
      generateSimpleCacheKey: async (key: string) => key,
      get: async () => null,
      set: async (...args: unknown[]) => void written.push(args),
    },
  };
  const unit = {
    type: "prerender-legacy",
    phase: "render",
    revalidate: SITE_TEXT_REVALIDATE_SECONDS,
    tags: null,
    implicitTags: { tags: [] },
  };
  const run = (task: () => Promise<void>) =>
    workAsyncStorage.run(work as never, () => workUnitAsyncStorage.run(unit as never, task));
  return { run, unit };
}

describe("shortenPageLife", () => {
  it("keeps the page being rendered for FALLBACK_PAGE_SECONDS instead of the site text's period", async () => {
    const { run, unit } = regeneration();
    await run(shortenPageLife);
    expect(FALLBACK_PAGE_SECONDS).toBeLessThan(SITE_TEXT_REVALIDATE_SECONDS);
    expect(unit.revalidate).toBe(FALLBACK_PAGE_SECONDS);
  });

  it("does nothing outside a render, where nothing is cached", async () => {
    await expect(shortenPageLife()).resolves.toBeUndefined();
  });
});
