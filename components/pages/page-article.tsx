import { PageBlocks } from "@/components/blocks/page-blocks";
import { PAGE_COLUMN } from "@/components/sections/page-column";
import { loadBlockData } from "@/lib/blocks/block-data";
import { layoutDrawsTitle } from "@/lib/blocks/layout-title";
import type { Page } from "@/lib/pages/page";
import { itemRef } from "@/lib/visual-editing/marks";
import { REFS_ATTRIBUTE } from "@/lib/visual-editing/scan";

/**
 * A page built from blocks. Its opening hero is its h1; without one, the title is, above the
 * blocks, so every page has exactly one. In a marking preview its blocks' words are edited where
 * they stand, and a block without any (a rich text, an image) opens the page's form at its fields.
 */
export async function PageArticle({ page }: { page: Page }) {
  const data = await loadBlockData(page.layout);
  const editRefs = page.marked
    ? { [REFS_ATTRIBUTE]: itemRef("pages", page.id, "layout") }
    : undefined;
  return (
    <article>
      {!layoutDrawsTitle(page.layout) && (
        <header className={`${PAGE_COLUMN} pt-32 pb-4 sm:pt-40`}>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">
            {page.title}
          </h1>
        </header>
      )}
      <PageBlocks layout={page.layout} data={data} editRefs={editRefs} />
    </article>
  );
}
