import { throttle } from "../throttle";

/** A throttle on a clock the test moves, recording when each run happened. */
function setup() {
  const clock = { now: 0 };
  const runs: number[] = [];
  const limited = throttle(
    () => runs.push(clock.now),
    7000,
    () => clock.now,
  );
  return { clock, runs, limited };
}

describe("throttle", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("runs the first request at once and folds the rest of the interval into one trailing run", () => {
    const { clock, runs, limited } = setup();
    limited.request();
    expect(runs).toEqual([0]);
    clock.now = 1000;
    limited.request();
    clock.now = 2000;
    limited.request();
    expect(runs).toEqual([0]);
    clock.now = 7000;
    jest.advanceTimersByTime(6000);
    expect(runs).toEqual([0, 7000]);
    clock.now = 20_000;
    limited.request();
    expect(runs).toEqual([0, 7000, 20_000]);
  });

  it("never runs more than five times in any 30 seconds under constant requests", () => {
    const { clock, runs, limited } = setup();
    for (; clock.now <= 120_000; clock.now += 250) {
      limited.request();
      jest.advanceTimersByTime(250);
    }
    for (const start of runs) {
      const inWindow = runs.filter((time) => time >= start && time <= start + 30_000);
      expect(inWindow.length).toBeLessThanOrEqual(5);
    }
    expect(runs.length).toBeGreaterThan(10);
  });

  it("runs at once on now() and drops a pending run on cancel()", () => {
    const { clock, runs, limited } = setup();
    limited.request();
    clock.now = 100;
    limited.request();
    limited.cancel();
    jest.advanceTimersByTime(10_000);
    expect(runs).toEqual([0]);
    limited.now();
    expect(runs).toEqual([0, 100]);
  });
});
