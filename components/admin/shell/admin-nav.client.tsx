"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminRooms as t } from "@/content/admin";
import { shellText } from "@/content/admin-shell";
import { cn } from "@/lib/cn";
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
 * The side navigation of the admin; on phones, one button that names the room the editor is in
 * and opens every room below it (Escape or choosing a room closes it again). The Team room for
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
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const rooms = roomsFor(role);
  const here = rooms.find((room) => room.owns(pathname, collections));
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <nav aria-label={t.label}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        onKeyDown={closeOnEscape}
        className="my-2 flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-border bg-background px-4 text-sm font-semibold text-foreground hover:border-accent focus-visible:outline-2 focus-visible:outline-ring lg:hidden"
      >
        <span className="truncate">{shellText.roomsMenu.open(here?.label ?? t.label)}</span>
        <span className="sr-only">{shellText.roomsMenu.hint}</span>
        <InterfaceIcon
          name="arrow-down"
          className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
        />
      </button>
      <ul
        id={listId}
        className={cn("flex-col gap-1 pb-2 lg:flex lg:py-2", open ? "flex" : "hidden")}
      >
        {rooms.map((room) => {
          const current = room.owns(pathname, collections);
          return (
            <li key={room.href}>
              <Link
                href={room.href}
                onClick={() => setOpen(false)}
                onKeyDown={closeOnEscape}
                // On every admin screen: fetched when chosen, not six renders per view.
                prefetch={false}
                aria-current={current ? "page" : undefined}
                className={`relative flex min-h-11 items-center rounded-lg px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring ${
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
