import type { Metadata } from "next";
import { EditorMain } from "@/components/admin/shell/editor-main";
import { card } from "@/components/admin/shell/styles";
import { WelcomeForm } from "@/components/admin/sign-in/welcome-form.client";
import { teamText } from "@/content/admin-team";
import { currentUser } from "@/lib/auth/current-user";
import { acceptInvitation, beginWelcome } from "@/components/admin/sign-in/welcome-actions";

const t = teamText.welcome;

export const metadata: Metadata = {
  title: t.metaTitle,
  robots: { index: false, follow: false },
};

/** Where an invitation's link leads: the new member chooses a password, then goes to /admin. */
export default async function WelcomePage() {
  const { user } = await currentUser();
  return (
    <EditorMain className="mx-auto flex w-full max-w-md flex-col px-4 pt-12 pb-20 sm:pt-20">
      <div className={card}>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{t.title}</h1>
        <p className="mt-2 mb-6 text-sm text-muted">{t.subtitle}</p>
        <WelcomeForm begin={beginWelcome} action={acceptInvitation} signedIn={user !== null} />
      </div>
    </EditorMain>
  );
}
