"use client";

import { useTheme } from "next-themes";
import { Toaster as Sonner } from "sonner";
import { toastSettings } from "@/content/notices";

export default function Toaster() {
  const { resolvedTheme } = useTheme();
  const theme = resolvedTheme === "dark" ? "dark" : "light";
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      visibleToasts={toastSettings.visibleToasts}
      duration={toastSettings.durationMs}
      hotkey={[...toastSettings.hotkey]}
      closeButton
      toastOptions={{
        classNames: {
          toast: "!border-border !bg-background !text-foreground",
          description: "!text-muted",
          error: "!border-red-700 !bg-red-700 !text-white [&_[data-description]]:!text-white",
        },
      }}
    />
  );
}
