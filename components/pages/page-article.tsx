import { PageBlocks } from "@/components/blocks/page-blocks";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { loadBlockData } from "@/lib/blocks/block-data";
import { layoutDrawsTitle } from "@/lib/blocks/layout-title";
import type { Page } from "@/lib/pages/page";

/**
 * A page built from blocks. Its opening hero is its h1; without one, the title is, above the
 * blocks, so every page has exactly one.
 */
export async function PageArticle({ page }: { page: Page }) {
  const data = await loadBlockData(page.layout);
  return (
    <article>
      {!layoutDrawsTitle(page.layout) && (
        <header className={`${PAGE_COLUMN} pt-32 pb-4 sm:pt-40`}>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">
            {page.title}
          </h1>
        </header>
      )}
      <PageBlocks layout={page.layout} data={data} />
    </article>
  );
}
