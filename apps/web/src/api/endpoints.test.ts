import { contactBodySchema } from "@soracity/contracts";
import { describe, expect, it } from "vitest";
import { contactFormData } from "./endpoints";

const base = {
  email: "hanako@example.jp",
  family_name: "山田",
  given_name: "花子",
  company: "SoraCity",
  department: "設計部",
  inquiry: "日影の計算について",
};

describe("contact multipart body (PRODUCT.md §5, §7)", () => {
  it("sends the eight fields of PRODUCT.md §7 in order", () => {
    const form = contactFormData({ ...base, address: "東京都", phone: "0312345678" });
    expect([...form.keys()]).toEqual([
      "email",
      "family_name",
      "given_name",
      "company",
      "department",
      "address",
      "phone",
      "inquiry",
    ]);
    expect(form.get("phone")).toBe("0312345678");
  });
  it("sends an empty address or phone as a single space", () => {
    const form = contactFormData({ ...base, address: "", phone: "   " });
    expect(form.get("address")).toBe(" ");
    expect(form.get("phone")).toBe(" ");
    const missing = contactFormData(base);
    expect(missing.get("address")).toBe(" ");
    expect(missing.get("phone")).toBe(" ");
  });
  it("produces a body the server's schema accepts", () => {
    const form = contactFormData({ ...base, address: "", phone: "" });
    const parsed = contactBodySchema.safeParse(Object.fromEntries(form));
    expect(parsed.success).toBe(true);
  });
});
