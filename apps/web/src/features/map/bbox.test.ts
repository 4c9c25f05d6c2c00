import { afterEach, describe, expect, it, vi } from "vitest";
import { buildingsQueryBbox, bboxCenter, bboxParam, debounce, intersects } from "./bbox";
import type { Bbox } from "./bbox";

describe("buildings query bbox", () => {
  it("adds a margin and snaps outward to the grid", () => {
    const view: Bbox = [139.7612, 35.6801, 139.7712, 35.6851];
    expect(buildingsQueryBbox(view)).toEqual([139.755, 35.675, 139.775, 35.69]);
  });
  it("gives the same area for a small pan", () => {
    const a = buildingsQueryBbox([139.7612, 35.6801, 139.7712, 35.6851]);
    const b = buildingsQueryBbox([139.7614, 35.6802, 139.7714, 35.6852]);
    expect(b).toEqual(a);
  });
  it("never asks for more than the API's largest side, and nothing for a larger view", () => {
    const near: Bbox = [139.7, 35.6, 139.747, 35.647];
    const out = buildingsQueryBbox(near);
    expect(out).not.toBeNull();
    const [minLon, minLat, maxLon, maxLat] = out ?? [0, 0, 0, 0];
    expect(maxLon - minLon).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(maxLat - minLat).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(minLon).toBeLessThanOrEqual(near[0]);
    expect(maxLat).toBeGreaterThanOrEqual(near[3]);
    expect(buildingsQueryBbox([139.7, 35.6, 139.76, 35.62])).toBeNull();
  });
  it("formats, centres and intersects boxes", () => {
    expect(bboxParam([1, 2, 3, 4])).toBe("1,2,3,4");
    expect(bboxCenter([139, 35, 140, 36])).toEqual([139.5, 35.5]);
    expect(intersects([0, 0, 1, 1], [1, 1, 2, 2])).toBe(true);
    expect(intersects([0, 0, 1, 1], [1.1, 0, 2, 1])).toBe(false);
    expect(intersects([0, 0, 10, 10], [2, 2, 3, 3])).toBe(true);
  });
});

describe("debounce", () => {
  afterEach(() => vi.useRealTimers());
  it("calls once with the last arguments after the quiet time", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 300);
    debounced(1);
    vi.advanceTimersByTime(200);
    debounced(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(2);
  });
  it("drops a pending call on cancel", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 100);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
  });
});
