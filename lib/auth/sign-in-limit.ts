/**
 * Counts failed sign-ins per account and per client address in sliding windows, so password
 * guessing is slowed down whether it aims at one account or sprays many. Memory only: enough for
 * one server instance; several instances would each keep their own counts.
 */

export interface SignInLimitOptions {
  /** Failed attempts allowed per account within the window. */
  maxPerAccount: number;
  /** Failed attempts allowed per client address within the window. */
  maxPerAddress: number;
  windowMs: number;
  /** Most keys kept per kind; the oldest are forgotten first, so spraying cannot exhaust memory. */
  maxKeys: number;
  now: () => number;
}

export type SignInVerdict = { limited: false } | { limited: true; retryAfterMs: number };

export interface SignInLimiter {
  check(account: string, address: string): SignInVerdict;
  recordFailure(account: string, address: string): void;
  recordSuccess(account: string): void;
}

export const SIGN_IN_LIMIT_DEFAULTS: Omit<SignInLimitOptions, "now"> = {
  maxPerAccount: 5,
  maxPerAddress: 20,
  windowMs: 15 * 60 * 1000,
  maxKeys: 10_000,
};

/** Emails are case-insensitive in Supabase Auth, so "A@x" and "a@x" share one count. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Failure times per key, oldest first; Map order doubles as least-recently-failed order. */
class FailureLog {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly options: SignInLimitOptions,
  ) {}

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** Milliseconds until the oldest counted failure leaves the window, or 0 when not limited. */
  retryAfter(key: string, now: number): number {
    const times = this.recent(key, now);
    if (times.length < this.max) return 0;
    return times[times.length - this.max] + this.options.windowMs - now;
  }

  add(key: string, now: number) {
    // Only the newest `max` failures decide anything, so no more are kept.
    const times = [...this.recent(key, now), now].slice(-this.max);
    this.failures.delete(key);
    this.failures.set(key, times);
    while (this.failures.size > this.options.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  clear(key: string) {
    this.failures.delete(key);
  }
}

export function createSignInLimiter(options: SignInLimitOptions): SignInLimiter {
  const accounts = new FailureLog(options.maxPerAccount, options);
  const addresses = new FailureLog(options.maxPerAddress, options);
  return {
    check(account, address) {
      const now = options.now();
      const wait = Math.max(
        accounts.retryAfter(accountKey(account), now),
        addresses.retryAfter(address, now),
      );
      return wait > 0 ? { limited: true, retryAfterMs: wait } : { limited: false };
    },
    recordFailure(account, address) {
      const now = options.now();
      accounts.add(accountKey(account), now);
      addresses.add(address, now);
    },
    recordSuccess(account) {
      accounts.clear(accountKey(account));
    },
  };
}

const SHARED_KEY = Symbol.for("site.sign-in-limiter");

/**
 * The one limiter of this server process. Kept on globalThis because the bundler may load this
 * module more than once (one copy per server bundle), and split counts would let attempts through.
 */
export function sharedSignInLimiter(): SignInLimiter {
  const store = globalThis as typeof globalThis & { [SHARED_KEY]?: SignInLimiter };
  store[SHARED_KEY] ??= createSignInLimiter({ ...SIGN_IN_LIMIT_DEFAULTS, now: Date.now });
  return store[SHARED_KEY];
}
