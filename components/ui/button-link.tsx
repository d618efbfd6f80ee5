import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Icon } from "./icon";

type Variant = "primary" | "secondary" | "inverted";

/** The variants' rules are in app/globals.css; `inverted` is for dark, coloured panels. */
const variants: Record<Variant, string> = {
  primary: "button-primary",
  secondary: "button-secondary",
  inverted: "button-inverted",
};

export const buttonClasses = (variant: Variant = "primary", className?: string) =>
  cn("button", variants[variant], className);

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
