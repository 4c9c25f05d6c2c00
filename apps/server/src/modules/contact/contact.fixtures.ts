import type { ContactBody } from "@soracity/contracts";

/** Every field of an inquiry, as a form sends them (text). */
export type ContactFields = Record<keyof ContactBody, string>;

/**
 * A contact inquiry as the web form sends it (PRODUCT.md §7 fields; empty address and phone are a single space),
 * for the contact tests and the bad-input probes; `overrides` replace fields.
 */
export const contactForm = (overrides: Partial<ContactFields> = {}): ContactFields => ({
  email: "hanako@example.jp",
  family_name: "山田",
  given_name: "花子",
  company: "SoraCity",
  department: "設計部",
  address: " ",
  phone: " ",
  inquiry: "日影の計算について教えてください。",
  ...overrides,
});
