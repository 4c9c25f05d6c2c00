import { describe, expect, it } from "vitest";
import { planOf, registerBodySchema } from "./auth";

const base = {
  email: "taro@example.jp",
  family_name: "山田",
  given_name: "太郎",
  password: "Sora-City1",
  password_confirm: "Sora-City1",
};
const keys = (input: unknown) => {
  const result = registerBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("password rules (PRODUCT.md §5)", () => {
  it("accepts a strong matching password", () => expect(keys(base)).toEqual([]));
  it.each([
    ["", "password.required"],
    ["Ab1!", "password.min_length"],
    ["Abcdefg!", "password.digit"],
    ["abcdef1!", "password.uppercase"],
    ["ABCDEF1!", "password.lowercase"],
    ["Abcdefg1", "password.special"],
  ])("rejects %j with %s", (password, key) => {
    expect(keys({ ...base, password, password_confirm: password })).toContain(key);
  });
  it("requires the confirmation to match", () => {
    expect(keys({ ...base, password_confirm: "Sora-City2" })).toContain("password.mismatch");
  });
});

describe("plan of a user_type", () => {
  it("maps unknown values to custom", () => {
    expect(planOf("basic")).toBe("basic");
    expect(planOf("premium")).toBe("premium");
    expect(planOf("enterprise")).toBe("custom");
  });
});
