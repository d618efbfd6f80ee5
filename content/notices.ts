/** The texts of the notices shown where the product has no back end yet (spec section 8). */
export type NoticeVariant = "general" | "footer" | "contactForm";

export interface Notice {
  title: string;
  description: string;
}

export const comingSoon: Record<NoticeVariant, Notice> = {
  general: {
    title: "Feature Coming Soon!",
    description:
      "This feature isn't implemented yet—but don't worry! You can request it in your next prompt!",
  },
  footer: {
    title: "Feature Coming Soon!",
    description:
      "This section isn't implemented yet—but don't worry! You can request it in your next prompt!",
  },
  contactForm: {
    title: "Feature Coming Soon!",
    description:
      "Contact form isn't implemented yet—but don't worry! You can request it in your next prompt!",
  },
};

/** Toast behaviour from spec sections 4 and 9. */
export const toastSettings = {
  visibleToasts: 1,
  durationMs: 5000,
  hotkey: ["F8"],
} as const;
