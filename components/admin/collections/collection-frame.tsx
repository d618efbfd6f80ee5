import Link from "next/link";
import type { ReactNode } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { collectionsText } from "@/content/admin-collections";
import { roomFrame, roomHeading } from "../shell/styles";

interface CollectionFrameProps {
  title: string;
  subtitle: string;
  /** Where the back link goes: the content overview, or the collection's list. */
  back?: { href: string; label: string };
  action?: ReactNode;
  children: ReactNode;
}

/** The heading, way back and main action of a collection screen. */
export function CollectionFrame({ title, subtitle, back, action, children }: CollectionFrameProps) {
  const { href, label } = back ?? { href: "/admin", label: collectionsText.navigation.back };
  return (
    <div className={roomFrame}>
      <Link
        href={href}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <InterfaceIcon name="arrow-right" className="size-4 rotate-180" />
        {label}
      </Link>
      <header className="mt-2 mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className={roomHeading}>{title}</h1>
          <p className="mt-2 text-muted">{subtitle}</p>
        </div>
        {action}
      </header>
      {children}
    </div>
  );
}
