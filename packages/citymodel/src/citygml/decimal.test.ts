import { describe, expect, it } from "vitest";
import { longDecimal } from "./decimal";

/** longDecimal of an unsigned decimal string of 10 to 18 digits, split as parseNumberBytes does. */
const parse = (s: string) => {
  const dot = s.indexOf(".");
  const digits = s.replace(".", "");
  return longDecimal(
    Number(digits.slice(0, 9)),
    Number(digits.slice(9)),
    digits.length - 9,
    dot < 0 ? 0 : s.length - dot - 1,
  );
};

/** A seeded generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** The exact decimal expansion of the midpoint between `x` (positive, normal) and the next double up. */
function midpointDigits(x: number): { digits: string; fraction: number } {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const raw = view.getBigUint64(0);
  const exponent = Number((raw >> 52n) & 0x7ffn) - 1075;
  const mantissa = (raw & ((1n << 52n) - 1n)) | (1n << 52n);
  // (2m + 1) * 2^(e - 1) = (2m + 1) * 5^(1 - e) / 10^(1 - e) for e < 1.
  const fraction = 1 - exponent;
  return { digits: ((2n * mantissa + 1n) * 5n ** BigInt(fraction)).toString(), fraction };
}

describe("longDecimal", () => {
  it("equals Number() on random 16 to 18 digit decimals", () => {
    const rand = random(1);
    let decided = 0;
    for (let t = 0; t < 100_000; t++) {
      const length = 16 + Math.floor(rand() * 3);
      let digits = String(1 + Math.floor(rand() * 9));
      while (digits.length < length) digits += String(Math.floor(rand() * 10));
      const fraction = 1 + Math.floor(rand() * (length - 1));
      const s = `${digits.slice(0, length - fraction)}.${digits.slice(length - fraction)}`;
      const v = parse(s);
      if (Number.isNaN(v)) continue;
      decided++;
      if (v !== Number(s)) expect(s).toBe(`parsed as ${v}`);
    }
    expect(decided).toBe(100_000);
  });

  it("is never wrong next to a rounding midpoint (PLATEAU-like magnitudes)", () => {
    const rand = random(2);
    let decided = 0;
    let cases = 0;
    for (let t = 0; t < 5000; t++) {
      const x = [135.45, 34.62, 3.3, 47.25, 1234.5678][t % 5] + rand() * 0.01;
      const { digits, fraction } = midpointDigits(x);
      const whole = digits.length - fraction;
      for (const length of [16, 17, 18]) {
        for (const nudge of [-1n, 0n, 1n]) {
          const cut = (BigInt(digits.slice(0, length)) + nudge).toString();
          const s = `${cut.slice(0, whole)}.${cut.slice(whole)}`;
          const v = parse(s);
          cases++;
          if (Number.isNaN(v)) continue;
          decided++;
          if (v !== Number(s)) expect(s).toBe(`parsed as ${v}`);
        }
      }
    }
    expect(decided / cases).toBeGreaterThan(0.99);
  });

  it("leaves exact ties to Number()", () => {
    expect(parse("9007199254740993")).toBeNaN(); // halfway between 2^53 and 2^53 + 2
    expect(parse("9007199254740995")).toBeNaN();
    expect(parse("9007199254740993.0")).toBeNaN();
    for (const s of ["9007199254740994", "135.45649123456789", "34.620362771234567", "99999999999999999.9"])
      expect(parse(s)).toBe(Number(s));
  });
});
