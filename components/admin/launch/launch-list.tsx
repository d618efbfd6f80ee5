import "server-only";
import Link from "next/link";
import { card, secondaryButton } from "../shell/styles";
import { launchText as t } from "@/content/admin-launch";
import type { LaunchLine } from "@/lib/launch/checks";

const inlineLink =
  "inline-flex min-h-11 items-center font-medium text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring";

function Line({ line, admin }: { line: LaunchLine; admin: boolean }) {
  return (
    <li className={card} data-launch-line={line.key}>
      <p className="font-semibold text-foreground">{line.seen}</p>
      {line.items && (
        <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
          {line.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} prefetch={false} className={inlineLink}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-sm text-muted">
        {t.seenOn}{" "}
        <Link href={line.where.href} prefetch={false} className={inlineLink}>
          {line.where.label}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link href={line.fix.href} prefetch={false} className={secondaryButton}>
          {line.fix.label}
        </Link>
        {line.adminsOnly && !admin && <span className="text-sm text-muted">{t.adminsOnly}</span>}
      </div>
    </li>
  );
}

/** What is left to replace before launch, line by line; when nothing is, that the site is ready. */
export function LaunchList({ lines, admin }: { lines: readonly LaunchLine[]; admin: boolean }) {
  if (lines.length === 0) {
    return (
      <section aria-labelledby="launch-ready" className={card}>
        <h2 id="launch-ready" className="text-xl font-bold text-foreground">
          {t.ready.title}
        </h2>
        <p className="mt-2 text-muted">{t.ready.text}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="launch-left">
      <h2 id="launch-left" className="text-xl font-bold text-foreground">
        {t.listLabel}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t.left(lines.length)}</p>
      <ul className="space-y-3">
        {lines.map((line) => (
          <Line key={line.key} line={line} admin={admin} />
        ))}
      </ul>
    </section>
  );
}
