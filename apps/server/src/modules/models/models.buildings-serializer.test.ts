import { describe, expect, it } from "vitest";
import { CHECKED_FEATURES, sampleIndexes } from "./models.buildings-serializer";

describe("sampleIndexes", () => {
  it("takes every feature of a small answer", () => {
    expect(sampleIndexes(0)).toEqual([]);
    expect(sampleIndexes(3)).toEqual([0, 1, 2]);
  });

  it("spreads the sample of a large answer from the first feature to the last, each once", () => {
    const sample = sampleIndexes(10_000);
    expect(sample).toHaveLength(CHECKED_FEATURES);
    expect(sample[0]).toBe(0);
    expect(sample.at(-1)).toBe(9_999);
    expect(new Set(sample).size).toBe(CHECKED_FEATURES);
    expect([...sample].sort((a, b) => a - b)).toEqual(sample);
  });
});
