import type { Metadata } from "next";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { AdminPanel } from "@/components/admin/site-text/admin-panel.client";
import { CollectionLinks } from "@/components/admin/collections/collection-links";
import { WorkSummary } from "@/components/admin/overview/work-summary";
import { card, roomFrame, roomHeading, secondaryButton } from "@/components/admin/shell/styles";
import { adminText } from "@/content/admin";
import { signOut, signOutEverywhere } from "@/components/admin/sign-in/actions";
import { currentMember } from "@/lib/auth/team";
import { readWork } from "@/lib/overview/read-work";
import { loadAdminPanel } from "./panel-props";

export const metadata: Metadata = {
  title: adminText.metaTitle,
  robots: { index: false, follow: false },
};

/**
 * The overview: the work waiting for the team first, then the specification's panel (Manage
 * Content, Add New Content, the info box). `?text=<key>` starts the list's search at that key.
 * The proxy already sent visitors who are not signed in away; check again here all the same.
 */
export default async function AdminPage({
  searchParams,
}: {
  searchParams: Promise<{ text?: string | string[] }>;
}) {
  const [{ user, panel }, work, { text }] = await Promise.all([
    loadAdminPanel("/admin"),
    currentMember().then(({ supabase, role }) => (role ? readWork(supabase, role) : null)),
    searchParams,
  ]);
  const email = user.email ?? user.id;

  return (
    <div className={roomFrame}>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className={roomHeading}>{adminText.title}</h1>
          <p className="mt-2 max-w-2xl text-muted">{adminText.subtitle}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm break-all text-muted">{adminText.signedInAs(email)}</p>
          <form action={signOut}>
            <button type="submit" className={secondaryButton}>
              <InterfaceIcon name="log-out" className="size-4" />
              {adminText.signOut}
            </button>
          </form>
          <form action={signOutEverywhere}>
            <button type="submit" className={secondaryButton}>
              {adminText.signOutEverywhere}
            </button>
          </form>
        </div>
      </header>

      {panel ? (
        <>
          {work && <WorkSummary work={work} />}
          <CollectionLinks />
          <AdminPanel {...panel} find={typeof text === "string" ? text : undefined} />
        </>
      ) : (
        <section
          role="alert"
          aria-labelledby="not-editor"
          className={`${card} flex items-start gap-4`}
        >
          <InterfaceIcon name="shield-alert" className="size-7 shrink-0 text-accent" />
          <div>
            <h2 id="not-editor" className="text-xl font-bold text-foreground">
              {adminText.nonEditor.title}
            </h2>
            <p className="mt-2 text-muted">{adminText.nonEditor.text(email)}</p>
          </div>
        </section>
      )}
    </div>
  );
}
