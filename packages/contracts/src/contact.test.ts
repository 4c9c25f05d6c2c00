import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact";

const valid = {
  email: "hanako@example.jp",
  family_name: "山田",
  given_name: "花子",
  company: "SoraCity",
  department: "設計部",
  address: " ",
  phone: " ",
  inquiry: "日影の計算について",
  agreement: true as const,
};

const messagesOf = (input: unknown) => {
  const result = contactFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
};

describe("contact form schema", () => {
  it("accepts a complete form and treats single-space optionals as empty", () => {
    const parsed = contactFormSchema.parse(valid);
    expect(parsed.address).toBe("");
    expect(parsed.phone).toBe("");
  });
  it("rejects a malformed e-mail with the key of PRODUCT.md §5", () => {
    expect(messagesOf({ ...valid, email: "not-an-address" })).toContain("email:contact.email_error");
  });
  it("accepts phones of 10 or 11 digits only", () => {
    expect(messagesOf({ ...valid, phone: "0312345678" })).toEqual([]);
    expect(messagesOf({ ...valid, phone: "09012345678" })).toEqual([]);
    expect(messagesOf({ ...valid, phone: "031234567" })).toContain("phone:contact.phone_error");
    expect(messagesOf({ ...valid, phone: "03-1234-5678" })).toContain("phone:contact.phone_error");
  });
  it("limits the message to 1000 characters", () => {
    expect(messagesOf({ ...valid, inquiry: "あ".repeat(1000) })).toEqual([]);
    expect(messagesOf({ ...valid, inquiry: "あ".repeat(1001) })).toContain("inquiry:contact.message_length");
  });
  it("requires the agreement and the named fields", () => {
    expect(messagesOf({ ...valid, agreement: false })).toContain("agreement:contact.agreement_error");
    expect(messagesOf({ ...valid, company: "  " })).toContain("company:common.required");
  });
});
