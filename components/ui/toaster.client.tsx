"use client";

import { useSyncExternalStore } from "react";
import { Toaster as Sonner } from "sonner";
import { toastSettings } from "@/content/notices";
import { currentTheme } from "@/lib/theme";

function subscribeToRootClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** Follows the theme class on the document root, whoever changes it. */
function useDocumentTheme() {
  return useSyncExternalStore(subscribeToRootClass, currentTheme, () => "light" as const);
}

export default function Toaster() {
  const theme = useDocumentTheme();
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
