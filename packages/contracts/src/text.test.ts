import { describe, expect, it } from "vitest";
import { caseParametersSchema } from "./cases";
import { checkJsonInput, isOneLineText, isStorableText, oneLineText, text, toOneLine } from "./text";

describe("the text rule", () => {
  it("refuses NUL and lone surrogates, keeps pairs and other characters", () => {
    expect(["a\u0000b", "\u0000", "x\ud800", "\udc00y", "\ud800\ud800"].map(isStorableText)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(["", "日影", "𠮷😀", "\u0001\t\n", "\ufffd"].map(isStorableText)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("answers common.invalid_characters before the other checks", () => {
    const schema = text({ error: "common.required" }).trim().min(1, "common.required").max(3);
    const parsed = schema.safeParse("\u0000");
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(["common.invalid_characters"]);
    expect(schema.parse(" ab ")).toBe("ab");
  });
});

describe("the one-line rule of names", () => {
  it("refuses C0 (tab, CR, LF), DEL, C1 and the line separators, keeps emoji sequences", () => {
    const refused = [
      "a\tb",
      "a\rb",
      "a\nb",
      "\u0001",
      "\u001f",
      "\u007f",
      "\u0080",
      "\u0085",
      "\u009f",
      "\u2028",
      "\u2029",
    ];
    expect(refused.filter(isOneLineText)).toEqual([]);
    const kept = ["𠮷野家", "👩‍💻", "❤️", "葛󠄀", "a b", "\u00a0", "\u200b"];
    expect(kept.filter(isOneLineText)).toEqual(kept);
  });

  it("trims first, then answers common.control_characters before the length checks", () => {
    const schema = oneLineText({ error: "common.required" }).min(1, "common.required").max(3);
    expect(schema.parse("\r\n ab\t")).toBe("ab");
    expect(schema.safeParse("a\r\nbcdef").error?.issues.map((i) => i.message)).toEqual([
      "common.control_characters",
    ]);
    expect(schema.safeParse("a\u0000").error?.issues.map((i) => i.message)).toEqual([
      "common.invalid_characters",
    ]);
  });

  it("makes each run of control characters one space (names stored before the rule)", () => {
    expect(toOneLine("\tA棟\r\n  0\r\nLINE\u0085\u007f")).toBe("A棟   0 LINE");
  });
});

describe("free-form JSON input", () => {
  const deep = (depth: number) => {
    let value: unknown = 1;
    for (let i = 0; i < depth; i += 1) value = [value];
    return value;
  };

  it("stops at depth, size and characters without recursion", () => {
    expect(checkJsonInput({ a: deep(31) })).toBeUndefined();
    expect(checkJsonInput({ a: deep(32) })).toEqual({ kind: "too_deep", path: ["a"] });
    expect(checkJsonInput({ a: deep(200_000) })?.kind).toBe("too_deep");
    expect(checkJsonInput(Array.from({ length: 50_001 }, () => 0))?.kind).toBe("too_large");
    expect(checkJsonInput({ a: [{ b: "x\u0000" }] })).toEqual({
      kind: "invalid_characters",
      path: ["a", 0, "b"],
    });
    expect(checkJsonInput({ a: { "k\u0000": 1 } })).toEqual({ kind: "invalid_characters", path: ["a"] });
  });

  it("is the first check of case parameters", () => {
    const issues = (value: unknown) =>
      caseParametersSchema.safeParse(value).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ a: deep(5000) })).toEqual([["a", "case.parameters_too_large"]]);
    expect(issues({ a: "x".repeat(70_000) })).toEqual([["", "case.parameters_too_large"]]);
    expect(issues({ a: ["\u0000"] })).toEqual([["a.0", "common.invalid_characters"]]);
    expect(issues({ a: [1, { b: "ok" }] })).toBeUndefined();
  });
});
