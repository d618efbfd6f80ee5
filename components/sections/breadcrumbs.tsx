import type { NavLink } from "@/content/types";

/** A visible trail; the last item is the current page. */
export function Breadcrumbs({ label, trail }: { label: string; trail: NavLink[] }) {
  return (
    <nav aria-label={label} className="mb-4 flex justify-center">
      <ol className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-foreground">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <a
                    href={crumb.href}
                    className="inline-flex min-h-11 items-center hover:text-accent sm:min-h-6"
                  >
                    {crumb.label}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
