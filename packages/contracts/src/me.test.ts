import { describe, expect, it } from "vitest";
import { accountDeleteSchema, passwordChangeSchema, profileFormSchema, profileUpdateSchema } from "./me";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("profile update (PRODUCT.md §3, §5)", () => {
  it("trims names, turns blank optional fields into null and keeps only the digits of a phone", () => {
    expect(
      profileUpdateSchema.parse({
        family_name: " 佐藤 ",
        company: "   ",
        address: " 東京都 ",
        phone: "03-1234 5678",
      }),
    ).toEqual({ family_name: "佐藤", company: null, address: "東京都", phone: "0312345678" });
    expect(profileUpdateSchema.parse({ phone: "" })).toEqual({ phone: null });
  });
  it.each([
    [{ family_name: "" }, "common.required"],
    [{ given_name: "あ".repeat(51) }, "common.name_length"],
    [{ phone: "031234567" }, "contact.phone_error"],
    [{ phone: "031234567890" }, "contact.phone_error"],
    [{ phone: "+81312345678" }, "contact.phone_error"],
    [{ department: "x".repeat(201) }, "profile.text_length"],
  ])("refuses %j with %s", (body, key) => {
    expect(messages(profileUpdateSchema.safeParse(body))).toContain(key);
  });
  it("accepts 10 and 11 digits and 50-character names", () => {
    expect(profileUpdateSchema.safeParse({ phone: "0312345678" }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ phone: "09012345678" }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ family_name: "あ".repeat(50) }).success).toBe(true);
  });
  it("refuses fields that are not the profile's", () => {
    expect(profileUpdateSchema.safeParse({ email: "x@example.jp" }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ user_type: "premium" }).success).toBe(false);
  });
  it("the form needs every field", () => {
    expect(profileFormSchema.safeParse({ family_name: "佐藤" }).success).toBe(false);
  });
});

describe("password change and account deletion bodies", () => {
  const change = { old_password: "Old-Pass1", password: "New-Pass9!", password_confirm: "New-Pass9!" };
  it("accepts a strong matching new password", () =>
    expect(passwordChangeSchema.safeParse(change).success).toBe(true));
  it("uses the shared password rules and the mismatch message", () => {
    expect(
      messages(passwordChangeSchema.safeParse({ ...change, password: "weak", password_confirm: "weak" })),
    ).toContain("password.min_length");
    expect(messages(passwordChangeSchema.safeParse({ ...change, password_confirm: "x" }))).toContain(
      "password.mismatch",
    );
    expect(messages(passwordChangeSchema.safeParse({ ...change, old_password: "" }))).toContain(
      "password.old_required",
    );
  });
  it("deletion needs the password", () => {
    expect(messages(accountDeleteSchema.safeParse({ password: "" }))).toEqual([
      "profile.delete_password_required",
    ]);
  });
});
