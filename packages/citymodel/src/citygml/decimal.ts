/**
 * Correctly rounded decimal to double for 16 to 18 significant digits: the range just above the exact fast
 * path of `parseNumberBytes` (an integer below 2^53 over an exact power of ten), where a third of PLATEAU's
 * coordinates lie (17 digits). Number() of a slice would do, at several times the cost.
 *
 * The digits M = hi * 10^k + lo are held exactly as a pair of doubles, q = M / 10^e is rounded once, and the
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
const TWO_52 = 2 ** 52;

/** The gap between a positive double of at least 2^-970 and the next one up. */
function gapAbove(x: number): number {
  bits.setFloat64(0, x, true);
  // 2^(exponent - 52): the exponent field less 52, mantissa bits cleared.
  bits.setUint32(4, (bits.getUint32(4, true) & 0x7ff00000) - (52 << 20), true);
  bits.setUint32(0, 0, true);
  return bits.getFloat64(0, true);
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
 * The double nearest to M / 10^fraction, where M = hi * 10^loDigits + lo is a decimal's digits (hi < 10^9,
 * loDigits <= 9, fraction <= 22), or NaN when it lies too close to a rounding midpoint.
 */
export function longDecimal(hi: number, lo: number, loDigits: number, fraction: number): number {
  // hi * 10^loDigits = (hi * 5^loDigits) * 2^loDigits < 2^53 is exact; M = mHi + mLo exactly (Fast2Sum).
  const a = hi * POW10[loDigits];
  const mHi = a + lo;
  const mLo = lo - (mHi - a);
  const p = POW10[fraction];
  let q = mHi / p;
  // q is within 1.5 gaps of the answer: at most two steps.
  for (let step = 0; step < 3; step++) {
    const qp = q * p;
    // M - q * p: mHi - qp is exact (Sterbenz), the rest adds error far below MARGIN.
    const r = mHi - qp - productError(q, p, qp) + mLo;
    const gap = gapAbove(q);
    // Below a power of two (mantissa 2^52) the doubles are twice as dense.
    const gapBelow = q / gap === TWO_52 ? gap / 2 : gap;
    const up = (gap * p) / 2;
    const down = (gapBelow * p) / 2;
    if (r > up * (1 + MARGIN)) q += gap;
    else if (r < -down * (1 + MARGIN)) q -= gapBelow;
    else if (r < up * (1 - MARGIN) && r > -down * (1 - MARGIN)) return q;
    else return Number.NaN;
  }
  return Number.NaN;
}
