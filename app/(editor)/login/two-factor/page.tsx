import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EditorMain } from "@/components/admin/shell/editor-main";
import { card } from "@/components/admin/shell/styles";
import { SecondFactorForm } from "@/components/admin/sign-in/second-factor-form.client";
import { twoFactorText } from "@/content/admin-team";
import { currentUser } from "@/lib/auth/current-user";
import { safeNextPath } from "@/lib/auth/next-path";
import { secondFactorPending, verifiedFactors } from "@/lib/auth/two-factor";
import { signOut } from "@/components/admin/sign-in/actions";
import { verifySecondFactor } from "@/components/admin/sign-in/two-factor-actions";

const t = twoFactorText.step;

export const metadata: Metadata = {
  title: t.metaTitle,
  robots: { index: false, follow: false },
};

/** The second half of signing in, for members with an authenticator: its code. */
export default async function TwoFactorPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const asked = (await searchParams).next;
  const next = safeNextPath(typeof asked === "string" ? asked : "/admin");
  const { supabase, user } = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent(next)}`);
  if (!(await secondFactorPending(supabase, user))) redirect(next);
  const factors = verifiedFactors(user).map((factor, index) => ({
    id: factor.id,
    name: factor.friendly_name || twoFactorText.room.defaultName(index + 1),
  }));
  return (
    <EditorMain className="mx-auto flex w-full max-w-md flex-col px-4 pt-12 pb-20 sm:pt-20">
      <div className={card}>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{t.title}</h1>
        <p className="mt-2 mb-6 text-sm text-muted">{t.subtitle}</p>
        <SecondFactorForm action={verifySecondFactor} next={next} factors={factors} />
        <p className="mt-6 text-sm text-muted">{t.lost}</p>
        <form action={signOut} className="mt-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t.signOut}
          </button>
        </form>
      </div>
    </EditorMain>
  );
}
