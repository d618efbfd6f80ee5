"use client";

import { createContext, useContext } from "react";
import { InterfaceIcon } from "@/components/ui/interface-icon";
import { adminText } from "@/content/admin";
import type { PresentEditor } from "./activity-source";

/** Who else has each key open, for marking the texts being edited elsewhere. */
export const PeersContext = createContext<readonly PresentEditor[]>([]);

/** Says who else has this text open; saving over their save still goes through the conflict flow. */
export function EditingMark({ contentKey }: { contentKey: string }) {
  const peers = useContext(PeersContext).filter((peer) => peer.editing.includes(contentKey));
  if (peers.length === 0) return null;
  const who = peers.map((peer) => (peer.self ? adminText.presence.you : peer.email)).join(", ");
  return (
    <p
      data-testid="editing-mark"
      className="mt-1 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium break-all text-amber-950 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <InterfaceIcon name="pencil" className="size-3.5 shrink-0" />
      {adminText.presence.editingNow(who)}
    </p>
  );
}
