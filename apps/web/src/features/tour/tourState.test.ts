import { describe, expect, it, vi } from "vitest";
import { homeTourSeen, markHomeTourSeen, setRunningTour, stopHomeTour } from "./tourState";

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe("home tour state", () => {
  it("is unseen in a new browser and remembered once marked", () => {
    const storage = memoryStorage();
    expect(homeTourSeen(storage)).toBe(false);
    markHomeTourSeen(storage);
    expect(homeTourSeen(storage)).toBe(true);
  });

  it("survives a storage that refuses writes", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => markHomeTourSeen(full)).not.toThrow();
    expect(homeTourSeen(full)).toBe(false);
  });

  it("stops the running tour once, and nothing when none runs", () => {
    const stop = vi.fn();
    setRunningTour(stop);
    expect(stopHomeTour()).toBe(true);
    expect(stopHomeTour()).toBe(false);
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
