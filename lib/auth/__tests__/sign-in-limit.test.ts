/** @jest-environment node */
import {
  createSignInLimiter,
  SIGN_IN_LIMIT_DEFAULTS,
  sharedSignInLimiter,
  type SignInLimitOptions,
} from "../sign-in-limit";

const MINUTE = 60_000;

function limiterWithClock(overrides: Partial<SignInLimitOptions> = {}) {
  let time = 1_000_000;
  const limiter = createSignInLimiter({
    ...SIGN_IN_LIMIT_DEFAULTS,
    now: () => time,
    ...overrides,
  });
  return {
    limiter,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function fail(
  limiter: ReturnType<typeof createSignInLimiter>,
  times: number,
  account: string,
  address: string,
) {
  for (let i = 0; i < times; i++) limiter.recordFailure(account, address);
}

describe("sign-in limit", () => {
  it("allows 5 failures per account in 15 minutes, then limits that account only", () => {
    const { limiter } = limiterWithClock();
    fail(limiter, 4, "a@example.com", "198.51.100.1");
    expect(limiter.check("a@example.com", "198.51.100.1")).toEqual({ limited: false });
    fail(limiter, 1, "a@example.com", "198.51.100.1");
    expect(limiter.check("a@example.com", "198.51.100.1")).toEqual({
      limited: true,
      retryAfterMs: 15 * MINUTE,
    });
    // From anywhere: the account is what is protected.
    expect(limiter.check("a@example.com", "203.0.113.9").limited).toBe(true);
    expect(limiter.check("b@example.com", "198.51.100.1")).toEqual({ limited: false });
  });

  it("counts an account's email without regard to case or surrounding spaces", () => {
    const { limiter } = limiterWithClock();
    fail(limiter, 3, "Editor@Example.com", "198.51.100.1");
    fail(limiter, 2, " editor@example.COM ", "198.51.100.2");
    expect(limiter.check("editor@example.com", "198.51.100.3").limited).toBe(true);
  });

  it("forgets failures once they leave the window, one at a time", () => {
    const { limiter, advance } = limiterWithClock();
    fail(limiter, 1, "a@example.com", "198.51.100.1");
    advance(5 * MINUTE);
    fail(limiter, 4, "a@example.com", "198.51.100.1");
    expect(limiter.check("a@example.com", "198.51.100.1")).toEqual({
      limited: true,
      retryAfterMs: 10 * MINUTE,
    });
    advance(10 * MINUTE - 1);
    expect(limiter.check("a@example.com", "198.51.100.1").limited).toBe(true);
    advance(1);
    expect(limiter.check("a@example.com", "198.51.100.1")).toEqual({ limited: false });
    // The four later failures still count: one more limits again, until they expire too.
    fail(limiter, 1, "a@example.com", "198.51.100.1");
    expect(limiter.check("a@example.com", "198.51.100.1")).toEqual({
      limited: true,
      retryAfterMs: 5 * MINUTE,
    });
  });

  it("allows 20 failures per address across accounts, then limits every account there", () => {
    const { limiter, advance } = limiterWithClock();
    for (let i = 0; i < 19; i++) limiter.recordFailure(`user${i}@example.com`, "198.51.100.7");
    expect(limiter.check("other@example.com", "198.51.100.7")).toEqual({ limited: false });
    limiter.recordFailure("user19@example.com", "198.51.100.7");
    expect(limiter.check("other@example.com", "198.51.100.7")).toEqual({
      limited: true,
      retryAfterMs: 15 * MINUTE,
    });
    expect(limiter.check("other@example.com", "198.51.100.8")).toEqual({ limited: false });
    advance(15 * MINUTE);
    expect(limiter.check("other@example.com", "198.51.100.7")).toEqual({ limited: false });
  });

  it("reports the longer wait when both the account and the address are limited", () => {
    const { limiter, advance } = limiterWithClock();
    fail(limiter, 15, "spray@example.com", "198.51.100.1");
    advance(MINUTE);
    fail(limiter, 5, "a@example.com", "198.51.100.1");
    // Address: its 20th-newest failure is the first, 14 minutes left; account: 15 minutes left.
    expect(limiter.check("a@example.com", "198.51.100.1")).toEqual({
      limited: true,
      retryAfterMs: 15 * MINUTE,
    });
  });

  it("clears an account's failures on a successful sign-in, not the address's", () => {
    const { limiter } = limiterWithClock();
    fail(limiter, 4, "a@example.com", "198.51.100.1");
    limiter.recordSuccess("A@example.com");
    fail(limiter, 4, "a@example.com", "198.51.100.1");
    expect(limiter.check("a@example.com", "198.51.100.1")).toEqual({ limited: false });
    fail(limiter, 12, "b@example.com", "198.51.100.1");
    expect(limiter.check("c@example.com", "198.51.100.1").limited).toBe(true);
  });

  it("limits unknown accounts like known ones: the key is only the email", () => {
    const { limiter } = limiterWithClock();
    fail(limiter, 5, "nobody-by-this-name@example.com", "198.51.100.1");
    expect(limiter.check("nobody-by-this-name@example.com", "203.0.113.1").limited).toBe(true);
  });

  it("keeps at most maxKeys keys, forgetting the least recently failed", () => {
    const { limiter } = limiterWithClock({ maxKeys: 3, maxPerAccount: 1, maxPerAddress: 100 });
    for (const name of ["a", "b", "c", "d"]) limiter.recordFailure(`${name}@example.com`, "x");
    expect(limiter.check("a@example.com", "y").limited).toBe(false);
    for (const name of ["b", "c", "d"]) {
      expect(limiter.check(`${name}@example.com`, "y").limited).toBe(true);
    }
  });

  it("shares one limiter across the server process", () => {
    expect(sharedSignInLimiter()).toBe(sharedSignInLimiter());
  });
});
