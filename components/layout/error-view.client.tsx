"use client";

import { errorPage } from "@/content/errors";

/** Shown when a page throws while rendering; the layout around it stays usable. */
export function ErrorView({ reset }: { error: Error; reset: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 pt-40 pb-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{errorPage.title}</h1>
      <p className="mt-4 text-lg text-muted">{errorPage.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 text-sm font-semibold text-accent-contrast"
        >
          {errorPage.retry}
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-full border border-border px-6 text-sm font-medium text-foreground"
        >
          {errorPage.home}
        </a>
      </div>
    </section>
  );
}
