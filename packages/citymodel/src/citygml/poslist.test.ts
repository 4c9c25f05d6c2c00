import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseNumbers, parseRing } from "./poslist";
import { samplePath } from "../testing/samples";

describe("parseNumbers", () => {
  it("equals Number() on every coordinate of every CityGML sample", () => {
    const dir = samplePath("citygml");
    let count = 0;
    for (const f of readdirSync(dir).filter((n) => n.endsWith(".gml"))) {
      const s = readFileSync(`${dir}/${f}`, "utf8");
      for (const m of s.matchAll(/<gml:posList[^>]*>([^<]*)</g)) {
        const text = m[1];
        const got: number[] = [];
        parseNumbers(text, got);
        const want = text.trim().split(/\s+/).map(Number);
        expect(got).toEqual(want);
        count += got.length;
      }
    }
    expect(count).toBeGreaterThan(100_000);
  });

  it("handles signs, exponents, long mantissas, integers and rejects junk", () => {
    const out: number[] = [];
    parseNumbers(" -1.5 +2 3e2 0.1 12345678901234567.5 .5 7.\n-0 0.00000000000000000000000012 ", out);
    expect(out).toEqual([-1.5, 2, 300, 0.1, Number("12345678901234567.5"), 0.5, 7, -0, 1.2e-25]);
    expect(() => parseNumbers("1 2 abc", [])).toThrow(/bad coordinate/);
    expect(() => parseNumbers("1 - 2", [])).toThrow(/bad coordinate/);
  });

  it("parseRing swaps (lat, lon) and drops the closing point", () => {
    expect(parseRing("35 139 1 35 140 2 36 140 3 35 139 1", 3, null)).toEqual([
      139, 35, 1, 140, 35, 2, 140, 36, 3,
    ]);
    expect(parseRing("35 139 36 140", 2, null)).toEqual([139, 35, 0, 140, 36, 0]);
  });
});
