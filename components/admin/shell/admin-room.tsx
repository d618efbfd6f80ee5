import type { ReactNode } from "react";
import { roomFrame, roomHeading } from "./styles";

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
    <div className={roomFrame}>
      <header className="mb-6">
        <h1 className={roomHeading}>{title}</h1>
        {subtitle && <p className="mt-2 max-w-2xl text-muted">{subtitle}</p>}
      </header>
      {children}
    </div>
  );
}
