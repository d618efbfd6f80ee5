import "server-only";
import { redirect } from "next/navigation";
import type { ComponentProps } from "react";
import type { AdminPanel } from "@/components/admin/site-text/admin-panel.client";
import { collectionSpecs } from "@/lib/collections/specs";
import { currentMember } from "@/lib/auth/team";
import { blankValues } from "@/lib/collections/item-rows";
import type { StagedLists } from "@/lib/collections/staged";
import { siteTextCatalogue, siteTextPages } from "@/lib/site-text/catalogue";
import { readFirstContentRows } from "@/lib/site-text/stored-rows";
import { browserSession } from "@/lib/auth/browser-session";
import { publishSiteText } from "@/components/admin/site-text/publish-actions";
import { discardStaged, publishStaged } from "@/components/admin/review/staged-actions";

/** How the staged changes panel names and previews each list's items. */
function stagedLists(): StagedLists {
  return Object.fromEntries(
    Object.values(collectionSpecs)
      .filter((spec) => spec.stageable)
      .map((spec) => [
        spec.name,
        {
          title: spec.title,
          nameField: spec.nameField,
          page: spec.overview?.path ?? spec.listed("", blankValues(spec)).href,
          bySlug: spec.overview !== undefined,
        },
      ]),
  );
}

/**
 * What every view of the admin panel starts from: the signed-in user and, for a member, the
 * panel's session, sources and catalogue. Visitors are sent to sign in and back to `path`.
 */
export async function loadAdminPanel(path: string) {
  const { supabase, user, role, publishes } = await currentMember();
  const session = await browserSession(supabase);
  if (!user || !session) redirect(`/login?next=${encodeURIComponent(path)}`);
  // The list arrives with the page; if this read fails, the browser loads it and says why.
  const first = role ? await readFirstContentRows(supabase) : null;
  const panel: ComponentProps<typeof AdminPanel> | null = role
    ? {
        session,
        first: first ?? undefined,
        publish: publishSiteText,
        staged: { publish: publishStaged, discard: discardStaged },
        catalogue: siteTextCatalogue,
        pages: siteTextPages,
        me: { id: user.id, email: user.email ?? user.id },
        lists: stagedLists(),
        canPublish: publishes,
      }
    : null;
  return { user, panel };
}
