import { previewPath } from "@/lib/visual-editing/on-page-path";
import type { ReactNode } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { secondaryButton } from "../shell/styles";

interface PreviewLinkProps {
  /** The public page to open with the staged changes. */
  path: string;
  /** Names what is previewed, when the visible words alone would not. */
  label?: string;
  children: ReactNode;
}

/** Opens a public page in preview (staged changes shown) in a new tab, through /api/preview. */
export function PreviewLink({ path, label, children }: PreviewLinkProps) {
  return (
    <a
      href={previewPath(path)}
      target="_blank"
      rel="noopener"
      aria-label={label}
      className={secondaryButton}
    >
      <InterfaceIcon name="external" className="size-4" />
      {children}
    </a>
  );
}
