export interface Throttle {
  /** Runs now if the interval has passed since the last run, else once when it has. */
  request(): void;
  /** Runs now whatever the interval, and starts it again. */
  now(): void;
  cancel(): void;
}

/**
 * Leading and trailing throttle: the first request runs at once, requests inside the interval
 * collapse into one run at its end, and `run` reads the latest state when it fires.
 */
export function throttle(run: () => void, intervalMs: number, clock = () => Date.now()): Throttle {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const fire = () => {
    cancel();
    last = clock();
    run();
  };
  return {
    request() {
      if (timer) return;
      const wait = last + intervalMs - clock();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    now: fire,
    cancel,
  };
}
