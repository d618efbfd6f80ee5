import type { ReactNode } from "react";

/** A screen's own content: what "Skip to content" goes to. */
export function EditorMain({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" tabIndex={-1} className={`min-w-0 flex-1 outline-none ${className ?? ""}`}>
      {children}
    </main>
  );
}
