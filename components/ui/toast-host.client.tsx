"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterRequested } from "@/lib/toaster-request";

const Toaster = lazy(() => import("./toaster.client"));

/** Mounts the toaster the first time a toast is shown, keeping it off the first load. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToasterRequested(() => setNeeded(true)), []);
  return needed ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}
