import type { ReactNode } from "react";

/** A room of the admin: its heading, then its content. */
export function AdminRoom({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-20 sm:px-6 sm:pt-10 lg:px-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-foreground sm:text-4xl">
          {title}
        </h1>
        {subtitle && <p className="mt-2 max-w-2xl text-muted">{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}
