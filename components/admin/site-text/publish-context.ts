"use client";

import { createContext } from "react";

/** Whether the signed-in member publishes (an editor or an admin) or only stages. */
export const CanPublishContext = createContext(true);
