"use client";

import type { ButtonHTMLAttributes } from "react";
import type { NoticeVariant } from "@/content/notices";

/** The toast helper loads with the first press: the button is on every page, the notice rarely. */
const showNotice = (notice: NoticeVariant) =>
  import("@/lib/toast").then(({ showComingSoon }) => showComingSoon(notice));

interface ComingSoonButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "onClick" | "type"
> {
  notice?: NoticeVariant;
}

/** A button for an action that has no back end yet: it shows the coming-soon notice. */
export function ComingSoonButton({
  notice = "general",
  children,
  ...props
}: ComingSoonButtonProps) {
  return (
    <button type="button" {...props} onClick={() => void showNotice(notice)}>
      {children}
    </button>
  );
}
