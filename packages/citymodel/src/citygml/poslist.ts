import { CityModelError } from "../errors";

// 10^0 .. 10^22 are exact doubles.
const POW10 = Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * Parse the numbers of a posList. Short decimals (at most 15 significant digits, the common case) are built
 * from their digits: an exact integer divided by an exact power of ten is correctly rounded, hence identical to
 * Number(). Anything else (exponents, long mantissas) goes through Number(). Throws on a non-number.
 */
export function parseNumbers(text: string, out: number[]): void {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) {
      i++;
      continue;
    }
    const start = i;
    let neg = false;
    if (c === 45 /* - */ || c === 43 /* + */) {
      neg = c === 45;
      c = text.charCodeAt(++i);
    }
    let mant = 0;
    let digits = 0;
    let dec = -1;
    let simple = true;
    for (; i < n; c = text.charCodeAt(++i)) {
      if (c >= 48 && c <= 57) {
        mant = mant * 10 + (c - 48);
        if (mant !== 0) digits++;
        if (dec >= 0) dec++;
      } else if (c === 46 /* . */ && dec < 0) {
        dec = 0;
      } else if (c === 32 || c === 10 || c === 13 || c === 9) {
        break;
      } else {
        simple = false;
      }
    }
    if (
      simple &&
      digits <= 15 &&
      dec <= 22 &&
      i > start + (neg || text.charCodeAt(start) === 43 ? 1 : 0) &&
      dec !== 0
    ) {
      const v = dec > 0 ? mant / (POW10[dec] as number) : mant;
      out.push(neg ? -v : v);
    } else {
      while (i < n && !isSpace(text.charCodeAt(i))) i++;
      const v = Number(text.slice(start, i));
      if (!Number.isFinite(v))
        throw new CityModelError("malformed_xml", `bad coordinate "${text.slice(start, i)}"`);
      out.push(v);
    }
  }
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/**
 * posList text to flat (lon, lat, z) triples, dropping the closing point. `conv` maps the file's first two
 * axes to lon/lat; null means (lat, lon) order, the PLATEAU geographic CRSs (EPSG:6697, 6668).
 */
export function parseRing(
  text: string,
  dim: number,
  conv: ((a: number, b: number) => [number, number]) | null,
): number[] {
  const nums: number[] = [];
  parseNumbers(text, nums);
  const count = Math.floor(nums.length / dim);
  const out = new Array<number>(count * 3);
  for (let i = 0; i < count; i++) {
    const a = nums[i * dim] as number;
    const c = nums[i * dim + 1] as number;
    const z = dim >= 3 ? (nums[i * dim + 2] as number) : 0;
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
