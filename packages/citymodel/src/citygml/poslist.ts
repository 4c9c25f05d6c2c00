import { CityModelError } from "../errors";
import { longDecimal } from "./decimal";

// 10^0 .. 10^22 are exact doubles.
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * Parse the whitespace-separated numbers of bytes[from, to) (UTF-8) onto `out`. Plain decimals whose digits
 * form an integer below 2^53 (PLATEAU's 16-digit coordinates included) are built from their digits: an exact
 * integer divided by an exact power of ten is correctly rounded, hence identical to Number(). 17 and 18 digits
 * go through `longDecimal`, equally exact. Anything else (exponents, longer mantissas, the rare decimal at a
 * rounding midpoint) goes through Number(). Throws on a non-number.
 */
export function parseNumberBytes(bytes: Uint8Array, from: number, to: number, out: number[]): void {
  let i = from;
  while (i < to) {
    let c = bytes[i];
    if (isSpace(c)) {
      i++;
      continue;
    }
    const start = i;
    const neg = c === 45; /* - */
    if (neg || c === 43 /* + */) i++;
    const digitsStart = i;
    // The digits, 9 at a time in int32 arithmetic: M = hi * 10^loDigits + lo. Past 2^53, hi * 10^9 + lo may
    // round, but never back below 2^53: the range check below stays exact.
    let hi = 0;
    let lo = 0;
    let loDigits = 0;
    let chunks = 0;
    let dot = -1;
    let simple = true;
    for (; i < to; i++) {
      c = bytes[i];
      const d = c - 48;
      if (d >= 0 && d <= 9) {
        if (loDigits === 9) {
          hi = hi * 1e9 + lo;
          chunks++;
          lo = d;
          loDigits = 1;
        } else {
          lo = lo * 10 + d;
          loDigits++;
        }
      } else if (c === 46 /* . */ && dot < 0) {
        dot = i;
      } else if (isSpace(c)) {
        break;
      } else {
        simple = false;
      }
    }
    const dec = dot < 0 ? -1 : i - dot - 1;
    let v = Number.NaN;
    if (simple && i > digitsStart && dec !== 0 && dec <= 22) {
      const mant = hi * POW10[loDigits] + lo;
      if (mant <= Number.MAX_SAFE_INTEGER) v = dec > 0 ? mant / POW10[dec] : mant;
      else if (chunks === 1) v = longDecimal(hi, lo, loDigits, dec > 0 ? dec : 0); // 10 to 18 digits
      if (neg) v = -v;
    }
    if (Number.isNaN(v)) {
      const token = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8", start, i);
      v = Number(token);
      if (v === Infinity || v === -Infinity)
        throw new CityModelError("non_finite_number", `coordinate "${token}" is not a finite number`);
      if (!Number.isFinite(v)) throw new CityModelError("malformed_xml", `bad coordinate "${token}"`);
    }
    out.push(v);
  }
}

/** `parseNumberBytes` of a string. */
export function parseNumbers(text: string, out: number[]): void {
  const bytes = Buffer.from(text, "utf8");
  parseNumberBytes(bytes, 0, bytes.length, out);
}

/**
 * The numbers of a text that arrives in pieces, read straight from its bytes. A piece may end inside a number:
 * its last token waits for the next piece (or `split`) to know whether it goes on.
 */
export class NumberStream {
  private numbers: number[] = [];
  private tail = new Uint8Array(32);
  private tailLength = 0;

  write(bytes: Uint8Array, start: number, end: number): void {
    let from = start;
    if (this.tailLength > 0) {
      let k = start;
      while (k < end && !isSpace(bytes[k])) k++;
      this.keep(bytes, start, k);
      if (k === end) return;
      this.split();
      from = k;
    }
    let last = end;
    while (last > from && !isSpace(bytes[last - 1])) last--;
    parseNumberBytes(bytes, from, last, this.numbers);
    this.keep(bytes, last, end);
  }

  /** A separator: the number in progress, if any, is complete. */
  split(): void {
    if (this.tailLength === 0) return;
    parseNumberBytes(this.tail, 0, this.tailLength, this.numbers);
    this.tailLength = 0;
  }

  /** The numbers read since the last `clear`, the one in progress included. */
  finish(): number[] {
    this.split();
    return this.numbers;
  }

  /** Start afresh. */
  clear(): void {
    this.numbers = [];
    this.tailLength = 0;
  }

  private keep(bytes: Uint8Array, start: number, end: number): void {
    const length = this.tailLength + end - start;
    if (length > this.tail.length) {
      const grown = new Uint8Array(2 * length);
      grown.set(this.tail.subarray(0, this.tailLength));
      this.tail = grown;
    }
    for (let i = start; i < end; i++) this.tail[this.tailLength++] = bytes[i];
  }
}

/**
 * Coordinates to flat (lon, lat, z) triples, dropping the closing point. `conv` maps the file's first two axes
 * to lon/lat; null means (lat, lon) order, the PLATEAU geographic CRSs (EPSG:6697, 6668).
 */
export function ringFromNumbers(
  nums: readonly number[],
  dim: number,
  conv: ((a: number, b: number) => [number, number]) | null,
): number[] {
  const count = Math.floor(nums.length / dim);
  const out = new Array<number>(count * 3);
  for (let i = 0; i < count; i++) {
    const a = nums[i * dim];
    const c = nums[i * dim + 1];
    const z = dim >= 3 ? nums[i * dim + 2] : 0;
    if (conv) {
      const [lon, lat] = conv(a, c);
      out[3 * i] = lon;
      out[3 * i + 1] = lat;
    } else {
      out[3 * i] = c;
      out[3 * i + 1] = a;
    }
    out[3 * i + 2] = z;
  }
  const m = out.length;
  if (m >= 6 && out[0] === out[m - 3] && out[1] === out[m - 2] && out[2] === out[m - 1]) out.length = m - 3;
  return out;
}

/** posList text to a ring (`ringFromNumbers`). */
export function parseRing(
  text: string,
  dim: number,
  conv: ((a: number, b: number) => [number, number]) | null,
): number[] {
  const nums: number[] = [];
  parseNumbers(text, nums);
  return ringFromNumbers(nums, dim, conv);
}
