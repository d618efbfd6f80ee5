"use client";

import { usePathname } from "next/navigation";

/** Leaves the preview back to this same page; a full navigation, since draft mode is a cookie. */
export function ExitPreviewLink({ label, className }: { label: string; className: string }) {
  const pathname = usePathname();
  return (
    <a href={`/api/preview/exit?path=${encodeURIComponent(pathname)}`} className={className}>
      {label}
    </a>
  );
}
