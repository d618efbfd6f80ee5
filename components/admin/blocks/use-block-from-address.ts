import { useEffect, useRef } from "react";
import { blockFromHash } from "@/lib/blocks/block-anchor";

/**
 * Once, as the form opens: the block its address names (`#block-<id>`, where "Edit on the page"
 * sends an editor from a block they clicked) is handed to `show`, if the page has it.
 */
export function useBlockFromAddress(keys: readonly string[], show: (key: string) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const wanted = blockFromHash(window.location.hash);
    if (wanted !== null && keys.includes(wanted)) show(wanted);
  }, [keys, show]);
}
