/**
 * Correctly rounded decimal to double for 16 to 18 significant digits: the range just above the exact fast
 * path of `parseNumbers` (an integer below 2^53 over an exact power of ten), where a third of PLATEAU's
 * coordinates lie (17 digits). Number() of a slice would do, at several times the cost.
 *
 * The digits M = hi * 10^9 + lo are held exactly as a pair of doubles, q = M / 10^e is rounded once, and the
 * remainder M - q * 10^e (exact product by Dekker's method) tells whether q or a neighbour is the double
 * nearest to M / 10^e. A remainder too close to a midpoint for double arithmetic to settle gives NaN, and the
 * caller falls back to Number().
 */

/** Dekker's splitting constant, 2^27 + 1. */
const SPLIT = 134_217_729;
/** A remainder within this fraction of a half gap from it is left to Number(). */
const MARGIN = 2 ** -30;
// 10^0 .. 10^22 are exact doubles.
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);
const bits = new DataView(new ArrayBuffer(8));

/** The next double above (step 1) or below (step -1) a positive finite `x`. */
function adjacent(x: number, step: 1 | -1): number {
  bits.setFloat64(0, x);
  const low = bits.getUint32(4);
  const carry = step === 1 ? low === 0xffffffff : low === 0;
  bits.setUint32(4, low + step);
  if (carry) bits.setUint32(0, bits.getUint32(0) + step);
  return bits.getFloat64(0);
}

/** The rounding error of the product `ab = a * b`, exactly (Dekker's TwoProduct, no overflow). */
function productError(a: number, b: number, ab: number): number {
  const sa = SPLIT * a;
  const aHi = sa - (sa - a);
  const aLo = a - aHi;
  const sb = SPLIT * b;
  const bHi = sb - (sb - b);
  const bLo = b - bHi;
  return aHi * bHi - ab + aHi * bLo + aLo * bHi + aLo * bLo;
}

/**
 * The double nearest to the unsigned decimal in bytes[start, end) (ASCII): digits with, when `fraction` > 0,
 * one '.' followed by `fraction` digits. NaN when it has more than 18 digits or more than 22 after the point,
 * or lies too close to a rounding midpoint.
 */
export function longDecimal(bytes: Uint8Array, start: number, end: number, fraction: number): number {
  const digits = end - start - (fraction > 0 ? 1 : 0);
  if (digits > 18 || fraction > 22) return Number.NaN;
  let hi = 0;
  let lo = 0;
  for (let i = start, k = digits - 9; i < end; i++) {
    const c = bytes[i] as number;
    if (c === 46 /* . */) continue;
    if (k-- > 0) hi = hi * 10 + (c - 48);
    else lo = lo * 10 + (c - 48);
  }
  // hi < 10^9, so hi * 10^9 = (hi * 5^9) * 2^9 < 2^53 is exact; M = mHi + mLo exactly (Fast2Sum).
  const a = hi * 1e9;
  const mHi = a + lo;
  const mLo = lo - (mHi - a);
  const p = POW10[fraction] as number;
  let q = mHi / p;
  // q is within 1.5 gaps of the answer: at most two steps.
  for (let step = 0; step < 3; step++) {
    const qp = q * p;
    // M - q * p: mHi - qp is exact (Sterbenz), the rest adds error far below MARGIN.
    const r = mHi - qp - productError(q, p, qp) + mLo;
    const up = ((adjacent(q, 1) - q) * p) / 2;
    const down = ((q - adjacent(q, -1)) * p) / 2;
    if (r > up * (1 + MARGIN)) q = adjacent(q, 1);
    else if (r < -down * (1 + MARGIN)) q = adjacent(q, -1);
    else if (r < up * (1 - MARGIN) && r > -down * (1 - MARGIN)) return q;
    else return Number.NaN;
  }
  return Number.NaN;
}
