import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/shell/admin-nav.client";
import { CommandPalette } from "@/components/admin/shell/command-palette.client";
import { EditorMain } from "@/components/admin/shell/editor-main";
import { adminRooms } from "@/content/admin";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SECURITY_PATH } from "@/components/admin/shell/admin-rooms";
import { twoFactorText } from "@/content/admin-team";
import { canPublish, currentMember } from "@/lib/auth/team";
import { secondFactorPending, twoFactorPath } from "@/lib/auth/two-factor";
import { unreadMessages, waitingForReview } from "@/lib/auth/room-badges";
import { collectionPath } from "@/lib/collections/fields";
import { COLLECTION_NAMES } from "@/lib/collections/registry";
import { launchLinesLeft } from "@/lib/launch/load-launch";

/**
 * Every admin screen sits beside the rooms' navigation, for the team; anyone else gets the
 * screen alone (which says why they cannot edit, or sends them to sign in). The navigation is
 * outside <main>, so "Skip to content" passes it. The grid's left edge is the header's; each
 * room's frame (roomFrame) keeps one width from there.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const { supabase, user, role, publishes } = await currentMember();
  if (!role || !user) return <EditorMain>{children}</EditorMain>;
  // Side by side: each asks the backend, and an editor waits for the slowest alone.
  const [pending, waiting, unread, launchLeft] = await Promise.all([
    secondFactorPending(supabase, user),
    waitingForReview(supabase, role),
    unreadMessages(supabase, role),
    launchLinesLeft(supabase, role),
  ]);
  // With an authenticator, a password alone has not finished signing in.
  if (pending) redirect(twoFactorPath("/admin"));
  return (
    <div className="w-full lg:mx-auto lg:grid lg:max-w-7xl lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-2 lg:pl-8">
      <aside
        aria-label={adminRooms.sideLabel}
        className="border-b border-border px-4 pt-3 sm:px-6 lg:border-0 lg:px-0 lg:pt-10"
      >
        <div className="lg:sticky lg:top-4">
          <CommandPalette />
          <AdminNav
            role={role}
            collections={COLLECTION_NAMES.map((name) => collectionPath(name))}
            waiting={waiting}
            unread={unread}
            launchLeft={launchLeft}
          />
        </div>
      </aside>
      <EditorMain>
        {canPublish(role) && !publishes && (
          <div className="w-full max-w-5xl px-4 pt-6 sm:px-6 lg:px-8">
            <p
              role="status"
              className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {twoFactorText.notice}{" "}
              <Link href={SECURITY_PATH} className="font-semibold underline underline-offset-4">
                {twoFactorText.room.title}
              </Link>
            </p>
          </div>
        )}
        {children}
      </EditorMain>
    </div>
  );
}
