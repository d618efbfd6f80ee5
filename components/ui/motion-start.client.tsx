"use client";

import { useEffect } from "react";

/**
 * Marks <html> with data-motion once the page has loaded; the decorative particles float only
 * from then on (app/globals.css), so their animated layers are not set up with the first paint.
 */
export function MotionStart() {
  useEffect(() => {
    const start = () => document.documentElement.setAttribute("data-motion", "");
    if (document.readyState === "complete") start();
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);
  return null;
}
