import { createRateLimiter } from "@/lib/search/rate-limit";

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    set: (to: number) => {
      time = to;
    },
  };
}

const WINDOW = 60_000;

function limiter(clock: ReturnType<typeof fakeClock>, limit = 3, maxClients = 100) {
  return createRateLimiter({ limit, windowMs: WINDOW, maxClients, now: clock.now });
}

describe("createRateLimiter", () => {
  it("allows up to the limit in a window, then refuses", () => {
    const clock = fakeClock();
    const limit = limiter(clock);
    expect(limit.take("a")).toEqual({ allowed: true, remaining: 2 });
    expect(limit.take("a")).toEqual({ allowed: true, remaining: 1 });
    expect(limit.take("a")).toEqual({ allowed: true, remaining: 0 });
    expect(limit.take("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("counts each client on its own", () => {
    const clock = fakeClock();
    const limit = limiter(clock, 1);
    expect(limit.take("a").allowed).toBe(true);
    expect(limit.take("a").allowed).toBe(false);
    expect(limit.take("b").allowed).toBe(true);
  });

  it("says how long until the oldest request leaves the window, rounded up", () => {
    const clock = fakeClock();
    const limit = limiter(clock);
    limit.take("a");
    clock.advance(10_000);
    limit.take("a");
    clock.advance(10_000);
    limit.take("a");
    clock.advance(500);
    // The first left at 60 s; it is now 20.5 s: 39.5 s to wait, said as 40.
    expect(limit.take("a")).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it("slides: one more is allowed as soon as the oldest request is a window old", () => {
    const clock = fakeClock();
    const limit = limiter(clock);
    limit.take("a");
    clock.advance(30_000);
    limit.take("a");
    limit.take("a");
    clock.advance(29_999);
    expect(limit.take("a").allowed).toBe(false);
    clock.advance(1);
    expect(limit.take("a")).toEqual({ allowed: true, remaining: 0 });
    // The two made at 30 s are still in the window.
    expect(limit.take("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it("does not count refused requests, so waiting the time given is enough", () => {
    const clock = fakeClock();
    const limit = limiter(clock, 2);
    limit.take("a");
    limit.take("a");
    for (let i = 0; i < 50; i += 1) {
      clock.advance(1000);
      expect(limit.take("a").allowed).toBe(false);
    }
    clock.advance(10_000);
    expect(limit.take("a").allowed).toBe(true);
  });

  it("never asks for less than a second or more than a window", () => {
    const clock = fakeClock();
    const limit = limiter(clock, 1);
    limit.take("a");
    clock.advance(WINDOW - 1);
    expect(limit.take("a")).toEqual({ allowed: false, retryAfterSeconds: 1 });

    const late = fakeClock();
    const skewed = limiter(late, 1);
    skewed.take("b");
    // The system clock is set back an hour: the request seems to come from the future.
    late.advance(-3_600_000);
    expect(skewed.take("b")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("remembers at most maxClients, forgetting the one heard from least recently", () => {
    const clock = fakeClock();
    const limit = limiter(clock, 1, 3);
    limit.take("a");
    limit.take("b");
    limit.take("c");
    // "a" is heard from again (and refused), so "b" is now the least recent.
    expect(limit.take("a").allowed).toBe(false);
    limit.take("d");
    expect(limit.size()).toBe(3);
    // "b" was forgotten: it starts afresh; "a" was kept and is still refused.
    expect(limit.take("b").allowed).toBe(true);
    expect(limit.take("a").allowed).toBe(false);
    expect(limit.size()).toBe(3);
  });

  it("stays within its bound under many addresses", () => {
    const clock = fakeClock();
    const limit = limiter(clock, 30, 10_000);
    for (let i = 0; i < 25_000; i += 1) limit.take(`10.0.${i >> 8}.${i & 255}`);
    expect(limit.size()).toBe(10_000);
  });
});
