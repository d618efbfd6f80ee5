import type { ReactNode } from "react";
import { Particles } from "@/components/ui/particles";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** Shown above the title, e.g. breadcrumbs. */
  before?: ReactNode;
  children?: ReactNode;
}

const PAGE_PARTICLES = 30;

/** The opening band of every inner page: its h1, a subtitle and optional actions. */
export function PageHero({ eyebrow, title, subtitle, before, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-indigo-50 to-background pt-32 pb-16 dark:from-indigo-950/50 sm:pt-40 sm:pb-20">
      <Particles count={PAGE_PARTICLES} className="-z-10" />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        {before}
        {eyebrow && (
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-foreground sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-muted">
          {subtitle}
        </p>
        {children && <div className="mt-8 flex flex-wrap justify-center gap-4">{children}</div>}
      </div>
    </section>
  );
}
