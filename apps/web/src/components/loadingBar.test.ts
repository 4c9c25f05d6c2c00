import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoadingBarController } from "./loadingBar";
import type { Timers } from "./loadingBar";

const timers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

describe("loading bar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stays hidden when the navigation ends within the 200 ms throttle", () => {
    const bar = new LoadingBarController(timers);
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(bar.getState()).toEqual({ visible: false, progress: 0, status: "idle" });
  });

  it("appears after 200 ms, creeps 2 % per 100 ms (5000 ms duration) and never completes alone", () => {
    const bar = new LoadingBarController(timers);
    bar.start();
    vi.advanceTimersByTime(200);
    expect(bar.getState()).toMatchObject({ visible: true, status: "loading", progress: 0 });
    vi.advanceTimersByTime(1000);
    expect(bar.getState().progress).toBeCloseTo(20, 6);
    vi.advanceTimersByTime(60_000);
    expect(bar.getState().progress).toBe(99);
  });

  it("fills and hides 500 ms after finishing", () => {
    const bar = new LoadingBarController(timers);
    bar.start();
    vi.advanceTimersByTime(700);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100, status: "done" });
    vi.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bar.getState()).toEqual({ visible: false, progress: 0, status: "idle" });
  });

  it("turns red at once on failure, even inside the throttle", () => {
    const bar = new LoadingBarController(timers);
    const seen: string[] = [];
    bar.subscribe(() => seen.push(bar.getState().status));
    bar.start();
    vi.advanceTimersByTime(50);
    bar.fail();
    expect(bar.getState()).toEqual({ visible: true, progress: 100, status: "error" });
    vi.advanceTimersByTime(500);
    expect(seen).toEqual(["error", "idle"]);
  });
});
