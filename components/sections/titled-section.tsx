import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { PAGE_COLUMN } from "./page-column";
import { SectionHeading } from "./section-heading";

interface TitledSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** Extra classes for the band, e.g. its background. */
  className?: string;
  children: ReactNode;
}

/** A home-page band: the page column with a centred heading that names the section. */
export function TitledSection({
  id,
  title,
  subtitle,
  eyebrow,
  className,
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={cn(className, "py-20 sm:py-28")}>
      <div className={PAGE_COLUMN}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}
