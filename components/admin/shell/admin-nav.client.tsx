"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { adminRooms as t } from "@/content/admin";
import { reviewText } from "@/content/admin-review";
import { inboxText } from "@/content/admin-inbox";
import { launchNav } from "@/content/admin-launch";
import type { TeamRole } from "@/lib/auth/team-roles";
import type { BrowserSession } from "@/lib/supabase/session-token";
import { useUnreadMessages } from "../inbox/use-unread-messages";
import { INBOX_PATH, LAUNCH_PATH, roomsFor, STAGED_PATH } from "./admin-rooms";

/** How many wait in a room, said in full to screen readers; nothing when none. */
function Badge({
  count,
  words,
  testId,
}: {
  count: number;
  words: (count: number) => string;
  testId: string;
}) {
  if (count === 0) return null;
  return (
    <span
      className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-200 px-1.5 text-xs font-bold text-amber-950"
      data-testid={testId}
    >
      {count}
      <span className="sr-only"> {words(count)}</span>
    </span>
  );
}

/**
 * The side navigation of the admin (a scrolling row of links on phones); the Team room for
 * admins only, the Inbox for editors and admins; Staged shows how many requests wait for
 * review, the Inbox how many messages are new, Launch how many placeholders are left. The room
 * the current address belongs to is marked for eyes and for screen readers (aria-current).
 */
export function AdminNav({
  role,
  collections,
  waiting,
  unread,
  launchLeft,
}: {
  role: TeamRole;
  /** The addresses of the collections' screens, which belong to Collections. */
  collections: readonly string[];
  waiting: number;
  /** New messages in the Inbox when the admin opened, and the session to follow them live. */
  unread: { initial: number; session: BrowserSession | null };
  /** What the readiness room still lists; its badge goes at zero. */
  launchLeft: number;
}) {
  const pathname = usePathname();
  const newMessages = useUnreadMessages(unread.session, unread.initial);
  return (
    <nav aria-label={t.label}>
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 py-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {roomsFor(role).map((room) => {
          const current = room.owns(pathname, collections);
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
                {room.href === STAGED_PATH && (
                  <Badge count={waiting} words={reviewText.badge} testId="review-badge" />
                )}
                {room.href === INBOX_PATH && (
                  <Badge count={newMessages} words={inboxText.badge} testId="inbox-badge" />
                )}
                {room.href === LAUNCH_PATH && (
                  <Badge count={launchLeft} words={launchNav.badge} testId="launch-badge" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
