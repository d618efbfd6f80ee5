"use client";

import { useEffect, useState } from "react";
import { adminSeoText } from "@/content/admin-seo";
import type { SeoPreview as SeoPreviewFields } from "@/lib/collections/definition";
import type { ImageChoice, ItemValues } from "@/lib/collections/item-values";
import type { SearchTexts } from "@/lib/seo/built-in-pages";
import {
  DESCRIPTION_GUIDANCE,
  lengthVerdict,
  searchLength,
  TITLE_GUIDANCE,
} from "@/lib/seo/guidance";
import { searchPreview } from "@/lib/seo/search-preview";
import { siteUrl } from "@/lib/site-url";
import { siteSearchTexts } from "./site-search-texts";

const t = adminSeoText.preview;

interface SeoPreviewProps {
  seo: SeoPreviewFields;
  values: ItemValues;
  /** The page's address as its values stand. */
  address: string;
  images: readonly ImageChoice[];
}

/** The usual texts of a page that is not an item, asked of the server when its path changes. */
function useSiteTexts(seo: SeoPreviewFields, path: string): SearchTexts | null {
  const [texts, setTexts] = useState<{ path: string; texts: SearchTexts | null } | null>(null);
  useEffect(() => {
    if (seo.fallback !== "site-text" || !path) return;
    let current = true;
    siteSearchTexts(path)
      .then((found) => current && setTexts({ path, texts: found }))
      .catch(() => current && setTexts({ path, texts: null }));
    return () => {
      current = false;
    };
  }, [seo.fallback, path]);
  return texts?.path === path ? texts.texts : null;
}

/**
 * How the page will show in search results and as a share card, and how its title and
 * description measure against what search engines show whole, as the editor types.
 */
export function SeoPreview({ seo, values, address, images }: SeoPreviewProps) {
  const siteTexts = useSiteTexts(seo, address);
  const preview = searchPreview(seo, values, address, siteTexts);
  const image = images.find((choice) => choice.id === preview.imageId);
  const titleLength = searchLength(preview.documentTitle);
  const descriptionLength = searchLength(preview.description);
  const url = new URL(address || "/", siteUrl);
  return (
    <section
      aria-labelledby="seo-preview-title"
      className="rounded-xl border border-border bg-background p-4"
      data-seo-preview
    >
      <h2 id="seo-preview-title" className="text-sm font-semibold text-foreground">
        {t.title}
      </h2>
      <p className="mt-1 text-xs text-muted">{t.usual}</p>
      <ul className="mt-2 flex flex-col gap-1 text-xs text-muted">
        <li data-seo-count="title">
          {t.titleLength(
            titleLength,
            TITLE_GUIDANCE,
            lengthVerdict(preview.documentTitle, TITLE_GUIDANCE),
          )}
        </li>
        <li data-seo-count="description">
          {descriptionLength === 0
            ? t.noDescription
            : t.descriptionLength(
                descriptionLength,
                DESCRIPTION_GUIDANCE,
                lengthVerdict(preview.description, DESCRIPTION_GUIDANCE),
              )}
        </li>
      </ul>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <figure>
          <figcaption className="text-xs font-medium text-muted">{t.search}</figcaption>
          <div className="mt-2 rounded-lg border border-border bg-surface p-3">
            <p className="truncate text-xs text-muted">
              {url.host}
              {url.pathname === "/" ? "" : url.pathname.replaceAll("/", " › ")}
            </p>
            <p className="mt-1 text-lg leading-snug text-blue-700 underline-offset-2 hover:underline dark:text-blue-300">
              {preview.resultTitle}
            </p>
            <p className="mt-1 text-sm text-foreground" data-seo-result-description>
              {preview.resultDescription}
            </p>
          </div>
        </figure>
        <figure>
          <figcaption className="text-xs font-medium text-muted">{t.card}</figcaption>
          <div className="mt-2 overflow-hidden rounded-lg border border-border bg-surface">
            {image ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={image.thumbnail} alt="" className="aspect-[1200/630] w-full object-cover" />
            ) : (
              <p className="flex aspect-[1200/630] items-center justify-center bg-surface-strong px-3 text-center text-xs text-muted">
                {t.generatedCard}
              </p>
            )}
            <div className="p-3">
              <p className="text-xs text-muted uppercase">{url.host}</p>
              <p className="mt-1 line-clamp-2 text-sm font-semibold text-foreground">
                {preview.title}
              </p>
              <p className="mt-1 line-clamp-2 text-xs text-muted">{preview.description}</p>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}
