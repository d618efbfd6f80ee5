/** @jest-environment node */
import { SlidingWindowLimiter } from "../auth/rate-limit";

describe("SlidingWindowLimiter", () => {
  it("allows the limit within the window, then says how long to wait", () => {
    let now = 1_000;
    const limiter = new SlidingWindowLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.waitFor("a")).toBe(0);
      limiter.hit("a");
      now += 1_000;
    }
    // Hits at 1 s, 2 s and 3 s; now 4 s: the first leaves the window at 61 s.
    expect(limiter.waitFor("a")).toBe(57_000);
    expect(limiter.waitFor("b")).toBe(0);
    now = 61_001;
    expect(limiter.waitFor("a")).toBe(0);
  });

  it("forgets a key that is cleared", () => {
    const limiter = new SlidingWindowLimiter(1, 60_000, () => 5);
    limiter.hit("a");
    expect(limiter.waitFor("a")).toBeGreaterThan(0);
    limiter.clear("a");
    expect(limiter.waitFor("a")).toBe(0);
  });

  it("stays bounded when many keys are hit", () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(1, 10, () => now);
    for (let i = 0; i < 10_050; i++) {
      limiter.hit(`k${i}`);
      now += 1;
    }
    // Old keys have left the window and were forgotten; the newest is still limited.
    expect(limiter.waitFor("k10049")).toBeGreaterThan(0);
    expect(limiter.waitFor("k0")).toBe(0);
  });
});
