import Link from "next/link";
import type { ReactNode } from "react";
import { SkipLink } from "@/components/ui/skip-link";
import { ThemeToggle } from "@/components/layout/theme-toggle.client";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { editorShell as t } from "@/content/admin";
import { company } from "@/content/company";
import { LiveIndicator } from "./live-indicator.client";
import { LiveStatusProvider } from "./live-status.client";

/**
 * The editor pages' own frame: who the site is, whether the open room's updates are live, a way
 * back to the site, the theme; no marketing. Each screen puts its content in EditorMain, so the
 * admin's rooms can sit beside it, outside it, and the skip link lands on the screen itself. The
 * header's width and left edge are the admin's grid's.
 */
export function EditorShell({ children }: { children: ReactNode }) {
  return (
    <LiveStatusProvider>
      <SkipLink label={t.skipToContent} />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex min-h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <p className="flex min-w-0 items-center gap-2 font-bold text-foreground">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-contrast"
            >
              {company.shortName.charAt(0)}
            </span>
            <span className="truncate">{company.shortName}</span>
            <span className="hidden rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-muted sm:inline">
              {t.area}
            </span>
          </p>
          <div className="flex shrink-0 items-center gap-1">
            <LiveIndicator />
            <nav aria-label={t.navigation} className="flex items-center gap-1">
              <Link
                href="/"
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-foreground hover:bg-surface-strong focus-visible:outline-2 focus-visible:outline-ring"
              >
                <InterfaceIcon name="arrow-right" className="size-4 rotate-180" />
                {t.viewSite}
              </Link>
              <ThemeToggle
                label={t.toggleTheme}
                icon={
                  <>
                    <InterfaceIcon name="sun" className="hidden size-5 dark:block" />
                    <InterfaceIcon name="moon" className="size-5 dark:hidden" />
                  </>
                }
              />
            </nav>
          </div>
        </div>
      </header>
      {children}
    </LiveStatusProvider>
  );
}
