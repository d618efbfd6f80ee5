import { useEffect, useState } from "react";

/**
 * The value once it has stayed the same for `ms`: what a live region should say, so a screen
 * reader hears where a burst of typing ended rather than every step of it.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
