"use client";

import type { ButtonHTMLAttributes } from "react";
import type { NoticeVariant } from "@/content/notices";
import { showComingSoon } from "@/lib/toast";

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
    <button type="button" {...props} onClick={() => void showComingSoon(notice)}>
      {children}
    </button>
  );
}
