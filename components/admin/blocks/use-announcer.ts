import { useCallback, useState } from "react";

/**
 * What the editor's polite live region says. A message said twice in a row ("Card 2 removed")
 * differs by an invisible space, so screen readers read it again.
 */
export function useAnnouncer() {
  const [said, setSaid] = useState({ message: "", count: 0 });
  const announce = useCallback(
    (message: string) => setSaid((last) => ({ message, count: last.count + 1 })),
    [],
  );
  const text = said.count % 2 === 0 ? said.message : `${said.message}\u00a0`;
  return { text, announce };
}
