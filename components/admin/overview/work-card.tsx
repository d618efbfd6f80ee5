import Link from "next/link";
import type { ReactNode } from "react";
import { overviewText } from "@/content/admin-overview";
import type { Read } from "@/lib/overview/read-work";
import { card } from "../shell/styles";

const linkLook =
  "mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/**
 * One part of the work summary: its title, what waits, and the room to handle it in. A part that
 * could not be read says why, in place of a count that would mislead.
 */
export function WorkCard<T>({
  id,
  title,
  read,
  href,
  action,
  children,
}: {
  id: string;
  title: string;
  read: Read<T>;
  href: string;
  action: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <li className={`${card} flex flex-col`} data-testid={id}>
      <h3 id={id} className="text-base font-semibold text-foreground">
        {title}
      </h3>
      <div className="mt-1 flex-1 text-sm text-muted">
        {"error" in read ? (
          <p role="alert" className="font-medium text-red-700 dark:text-red-300">
            {overviewText.failed(read.error)}
          </p>
        ) : (
          children(read.value)
        )}
      </div>
      <Link href={href} prefetch={false} className={linkLook}>
        {action}
      </Link>
    </li>
  );
}
