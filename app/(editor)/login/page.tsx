import { EditorMain } from "@/components/admin/shell/editor-main";
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/admin/sign-in/login-form.client";
import { safeNextPath } from "@/lib/auth/next-path";
import { card } from "@/components/admin/shell/styles";
import { login } from "@/content/admin";
import { createClient } from "@/lib/supabase/server";
import { signIn } from "@/components/admin/sign-in/actions";

export const metadata: Metadata = {
  title: login.metaTitle,
  robots: { index: false, follow: false },
};

interface LoginPageProps {
  searchParams: Promise<{ next?: string | string[] }>;
}

export default async function LoginPage({ searchParams }: LoginPageProps) {
  const next = safeNextPath((await searchParams).next);
  const supabase = await createClient();
  const {
    data: { user },
  } = await supabase.auth.getUser();
  if (user) redirect(next);

  return (
    <EditorMain className="mx-auto flex w-full max-w-md flex-col px-4 pt-12 pb-20 sm:pt-20">
      <div className={card}>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">{login.title}</h1>
        <p className="mt-2 mb-6 text-sm text-muted">{login.subtitle}</p>
        <LoginForm next={next} action={signIn} />
      </div>
      <Link
        href="/"
        className="mt-6 inline-flex min-h-11 items-center justify-center self-center rounded-full px-4 text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        {login.backHome}
      </Link>
    </EditorMain>
  );
}
