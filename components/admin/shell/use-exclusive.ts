import { useCallback, useRef } from "react";

/**
 * One action at a time. `run(busy, work)` reports `busy` while `work` runs and null after it;
 * a call made meanwhile does nothing and gives undefined. The views disable their buttons while
 * busy; this also stops the second of two quick clicks. `running()` asks synchronously, before
 * React has rendered the busy state.
 */
export function useExclusive<Busy>(report: (busy: Busy | null) => void) {
  const runningRef = useRef(false);
  const run = useCallback(
    async <T>(busy: Busy, work: () => Promise<T>): Promise<T | undefined> => {
      if (runningRef.current) return undefined;
      runningRef.current = true;
      report(busy);
      try {
        return await work();
      } finally {
        runningRef.current = false;
        report(null);
      }
    },
    [report],
  );
  const running = useCallback(() => runningRef.current, []);
  return { run, running };
}
