"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { onToasterRequested } from "@/lib/toast";

const Toaster = dynamic(() => import("./toaster.client"), { ssr: false });

/** Mounts the toaster the first time a toast is shown, keeping it off the first load. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToasterRequested(() => setNeeded(true)), []);
  return needed ? <Toaster /> : null;
}
