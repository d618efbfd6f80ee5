import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Icon } from "./icon";

type Variant = "primary" | "secondary" | "inverted";

const variants: Record<Variant, string> = {
  primary: "bg-accent text-accent-contrast hover:bg-accent-strong shadow-lg shadow-indigo-600/20",
  secondary:
    "border border-border bg-background/70 text-foreground hover:border-accent hover:text-accent",
  /** For dark, coloured panels in either theme. */
  inverted: "bg-white text-indigo-800 hover:bg-indigo-50",
};

export const buttonClasses = (variant: Variant = "primary", className?: string) =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition-colors",
    variants[variant],
    className,
  );

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: Variant;
  className?: string;
  /** Opens in a new tab, and the hidden note (site text) tells screen-reader users so. */
  external?: { newTabNote: string };
}

/** A link styled as a button; external ones open in a new tab without leaking the opener. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className,
  external,
}: ButtonLinkProps) {
  if (external) {
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses(variant, className)}
      >
        {children}
        <span className="sr-only"> {external.newTabNote}</span>
        <Icon name="external" className="size-4" />
      </a>
    );
  }
  return (
    <a href={href} className={buttonClasses(variant, className)}>
      {children}
      <Icon name="arrow-right" className="size-4" />
    </a>
  );
}
