"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { useReportLive } from "../shell/live-status.client";
import { useTableChanges } from "../shell/use-table-changes";
import { focalPosition } from "@/lib/media/rules";
import { mediaText } from "@/content/admin-media";
import { Field } from "../shell/field";
import { card, field } from "../shell/styles";
import { MediaDetails } from "./media-details.client";
import type { MediaItem } from "./media-item";
import { formatBytes } from "./upload-file";

const t = mediaText;

/** Whether an image matches a search: its alt text or file name contains every word. */
function matches(image: MediaItem, query: string): boolean {
  const haystack = `${image.alt} ${image.fileName}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The library's images, searchable, each opening its details. */
export function MediaLibrary({
  images,
  session,
}: {
  images: readonly MediaItem[];
  session: BrowserSession;
}) {
  const router = useRouter();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  // Another editor's upload, change or deletion shows at once; while an image's details are
  // open it waits until they close, so nothing typed there is reset.
  const missed = useRef(false);
  const live = useTableChanges(session, "media", () => {
    if (openId === null) router.refresh();
    else missed.current = true;
  });
  useReportLive(live);
  const close = () => {
    setOpenId(null);
    if (missed.current) {
      missed.current = false;
      router.refresh();
    }
  };
  const shown = images.filter((image) => matches(image, query));
  // The details follow the server's list: after a save or a replacement it shows the new version.
  const open = images.find((image) => image.id === openId) ?? null;

  return (
    <section aria-labelledby={`${searchId}-heading`}>
      <h2 id={`${searchId}-heading`} className="sr-only">
        {t.title}
      </h2>
      <Field id={searchId} label={t.search.label} className={`${card} mb-4 p-4 sm:p-4`}>
        {(control) => (
          <>
            <input
              {...control}
              type="search"
              value={query}
              placeholder={t.search.placeholder}
              onChange={(event) => setQuery(event.target.value)}
              className={field}
            />
            <p aria-live="polite" className="mt-2 text-xs text-muted">
              {images.length === 0
                ? t.search.empty
                : shown.length === 0
                  ? t.search.none(query)
                  : t.search.count(shown.length, images.length)}
            </p>
          </>
        )}
      </Field>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {shown.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpenId(image.id)}
              className="group block w-full overflow-hidden rounded-xl border border-border bg-surface text-left hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={image.thumbnail}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
                style={{ objectPosition: focalPosition(image) }}
              />
              <span className="block p-3">
                <span className="sr-only">{t.details.edit} </span>
                <span className="line-clamp-2 text-sm font-medium break-words text-foreground">
                  {image.alt}
                </span>
                <span className="mt-1 block truncate text-xs text-muted">{image.fileName}</span>
                <span className="block text-xs text-muted">
                  {image.width} x {image.height} · {formatBytes(image.sizeBytes)}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <MediaDetails image={open} onClose={close} />
    </section>
  );
}
