import type { IncomingMessage } from "node:http";
import { AuthError } from "./errors";
import { clientIp } from "./request";

/** Keys tracked at most; past this, keys with no hit inside the window are forgotten first. */
const MAX_KEYS = 10_000;

/**
 * Counts hits per key over a sliding window, like GoTrue's per-IP limits: a key that has used
 * up its hits waits until the oldest one leaves the window.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may be hit again; 0 when it may be now. */
  waitFor(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return Math.max(1, recent[recent.length - this.limit]! + this.windowMs - this.now());
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.forgetIdle();
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((time) => time > since);
  }

  private forgetIdle(): void {
    for (const key of [...this.hits.keys()]) {
      if (this.recent(key).length === 0) this.hits.delete(key);
    }
    // Everything is recent: drop the oldest keys rather than grow without bound.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS) break;
      this.hits.delete(key);
    }
  }
}

export interface SignInLimits {
  /** Password sign-ins per client IP per window (GoTrue's `sign_in_sign_ups`, 30 per 5 min). */
  perIp: number;
  /** Failed password sign-ins per account per window; then even the right password waits. */
  failuresPerAccount: number;
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perIp: 30,
  failuresPerAccount: 10,
  windowSeconds: 300,
};

export interface VerifyLimits {
  /** OTP and link verifications per client IP per window (GoTrue's `token_verifications`, 30 per 5 min). */
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_VERIFY_LIMITS: VerifyLimits = { perIp: 30, windowSeconds: 300 };

export function rateLimited(waitMs: number): AuthError {
  return new AuthError(429, "over_request_rate_limit", "Request rate limit reached", {
    "Retry-After": String(Math.ceil(waitMs / 1000)),
  });
}

/** Counts one request from the client's address, refusing it once the address is over the limit. */
export function countPerIp(limiter: SlidingWindowLimiter, req: IncomingMessage): void {
  const ip = clientIp(req);
  const wait = limiter.waitFor(ip);
  if (wait > 0) throw rateLimited(wait);
  limiter.hit(ip);
}
