"use client";

import { createContext } from "react";
import type { Drafts } from "./use-drafts";

/** The shared stage, for the edit boxes and item marks deep in both lists; null: no staging. */
export const DraftsContext = createContext<Drafts | null>(null);
