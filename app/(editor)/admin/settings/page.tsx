import type { Metadata } from "next";
import { AdminRoom } from "@/components/admin/shell/admin-room";
import { RoomNotice } from "@/components/admin/shell/room-notice";
import { SETTINGS_PATH } from "@/components/admin/shell/admin-rooms";
import { ProjectRequestForm } from "@/components/admin/settings/project-request-form";
import { SocialLinksForm } from "@/components/admin/settings/social-links-form";
import { settingsText as t } from "@/content/admin-settings";
import { requireEditor } from "@/lib/auth/require-editor";
import { socialLinksOf } from "@/lib/site-settings";

export const metadata: Metadata = {
  title: t.title,
  robots: { index: false, follow: false },
};

/** The site's settings, for admins: the company's profiles and its project form. */
export default async function SettingsPage() {
  const { supabase, role } = await requireEditor(SETTINGS_PATH);
  if (role !== "admin") {
    return <RoomNotice title={t.title} message={t.adminsOnly} />;
  }
  const { data, error } = await supabase
    .from("site_settings")
    .select("linkedin_url, twitter_url, facebook_url, project_request_url")
    .maybeSingle();
  // The error boundary offers a retry; empty fields here would look like the profiles were unset.
  if (error) throw new Error(error.message);
  return (
    <AdminRoom title={t.title} subtitle={t.subtitle}>
      <div className="space-y-6">
        <SocialLinksForm social={socialLinksOf(data)} />
        <ProjectRequestForm url={data?.project_request_url ?? null} />
      </div>
    </AdminRoom>
  );
}
