import { describe, expect, it } from "vitest";
import { NumberStream, parseNumberBytes } from "./poslist";

const utf8 = (s: string) => Buffer.from(s, "utf8");
const parse = (s: string) => {
  const out: number[] = [];
  parseNumberBytes(utf8(s), 0, utf8(s).length, out);
  return out;
};

describe("parseNumberBytes", () => {
  it("reads exponents, signs, many digits and any ASCII whitespace like Number()", () => {
    const text =
      "1e3\t-2.5E-3\r\n+1.5e+2 -0\n-135.45649123456789 34.620362771234567\r\n" +
      "123456789012345678901234567890 0.000000000000000000000000012 .5 7. 12345678901234567.5\t\t-9007199254740993";
    const expected = text.trim().split(/\s+/).map(Number);
    expect(parse(text)).toEqual(expected);
    expect(Object.is(parse("-0")[0], -0)).toBe(true);
    expect(parse("  \r\n\t ")).toEqual([]);
  });

  it("reads a range of a larger buffer, ignoring what is around it", () => {
    const bytes = utf8("<gml:posList>35.1 139.2 3</gml:posList>");
    const out: number[] = [];
    parseNumberBytes(bytes, 13, 25, out);
    expect(out).toEqual([35.1, 139.2, 3]);
  });

  it("equals Number() on random decimals of 1 to 20 digits", () => {
    let seed = 3;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const tokens: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const length = 1 + Math.floor(rand() * 20);
      let digits = "";
      while (digits.length < length) digits += String(Math.floor(rand() * 10));
      const point = Math.floor(rand() * (length + 1));
      const sign = rand() < 0.3 ? "-" : "";
      tokens.push(point < length ? `${sign}${digits.slice(0, point)}.${digits.slice(point)}` : sign + digits);
    }
    const text = tokens.map((t) => t + [" ", "\r\n", "\t", "  "][Math.floor(rand() * 4)]).join("");
    expect(parse(text)).toEqual(tokens.map(Number));
  });

  it("rejects what is not a number", () => {
    for (const bad of ["1 2 abc", "1 - 2", "--1", "1.2.3", "1e", "１２"])
      expect(() => parse(bad), bad).toThrow(/bad coordinate/);
    expect(() => parse("1 ２")).toThrow('bad coordinate "２"');
  });
});

describe("NumberStream", () => {
  const text = "34.62036277123456 135.4564912345678 2.29\r\n34.6203 -135.45 1e1\t7";
  const expected = text.split(/\s+/).map(Number);

  it("gives the same numbers however the text is cut into pieces", () => {
    const bytes = utf8(text);
    for (let a = 0; a <= bytes.length; a++) {
      for (const b of [a, Math.min(bytes.length, a + 1), Math.min(bytes.length, a + 7)]) {
        const stream = new NumberStream();
        stream.write(bytes, 0, a);
        stream.write(bytes, a, b);
        stream.write(bytes, b, bytes.length);
        expect(stream.finish(), `cut at ${a}, ${b}`).toEqual(expected);
      }
    }
  });

  it("ends a number at split() and starts afresh after clear()", () => {
    const stream = new NumberStream();
    stream.write(utf8("1 2"), 0, 3);
    stream.split();
    stream.write(utf8("3 4"), 0, 3);
    expect(stream.finish()).toEqual([1, 2, 3, 4]);
    stream.clear();
    stream.write(utf8("5"), 0, 1);
    stream.write(utf8("6"), 0, 1);
    expect(stream.finish()).toEqual([56]);
    stream.write(utf8("7"), 0, 1);
    stream.clear();
    expect(stream.finish()).toEqual([]);
  });

  it("keeps a token longer than its buffer", () => {
    const stream = new NumberStream();
    const long = `0.${"1".repeat(100)}`;
    for (const c of long) stream.write(utf8(c), 0, 1);
    expect(stream.finish()).toEqual([Number(long)]);
  });
});
