"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { adminRooms as t } from "@/content/admin";
import { reviewText } from "@/content/admin-review";
import { inboxText } from "@/content/admin-inbox";
import type { TeamRole } from "@/lib/auth/team-roles";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { useUnreadMessages } from "./inbox/use-unread-messages";
import { INBOX_PATH, roomsFor, STAGED_PATH } from "./admin-rooms";

/**
 * The side navigation of the admin (a scrolling row of links on phones); the Team room for
 * admins only, the Inbox for editors and admins; Staged shows how many requests wait for
 * review, the Inbox how many messages are new. The room the current
 * address belongs to is marked for eyes and for screen readers (aria-current).
 */
export function AdminNav({
  role,
  waiting,
  unread,
}: {
  role: TeamRole;
  waiting: number;
  /** New messages in the Inbox when the admin opened, and the session to follow them live. */
  unread: { initial: number; session: BrowserSession | null };
}) {
  const pathname = usePathname();
  const newMessages = useUnreadMessages(unread.session, unread.initial);
  return (
    <nav aria-label={t.label}>
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 py-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {roomsFor(role).map((room) => {
          const current = room.owns(pathname);
          return (
            <li key={room.href} className="shrink-0">
              <Link
                href={room.href}
                // On every admin screen: fetched when chosen, not six renders per view. Relative:
                // a badge's hidden words stay inside the row's scrolling on phones.
                prefetch={false}
                aria-current={current ? "page" : undefined}
                className={`relative flex min-h-11 items-center rounded-full px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring lg:rounded-lg ${
                  current
                    ? "bg-accent text-accent-contrast"
                    : "text-foreground hover:bg-surface-strong hover:text-accent"
                }`}
              >
                {room.label}
                {room.href === STAGED_PATH && waiting > 0 && (
                  <span
                    className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-200 px-1.5 text-xs font-bold text-amber-950"
                    data-testid="review-badge"
                  >
                    {waiting}
                    <span className="sr-only"> {reviewText.badge(waiting)}</span>
                  </span>
                )}
                {room.href === INBOX_PATH && newMessages > 0 && (
                  <span
                    className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-200 px-1.5 text-xs font-bold text-amber-950"
                    data-testid="inbox-badge"
                  >
                    {newMessages}
                    <span className="sr-only"> {inboxText.badge(newMessages)}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
