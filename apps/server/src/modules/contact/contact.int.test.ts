import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactInquiries } from "../../db/schema";
import { contactForm } from "./contact.fixtures";
import { CONTACT_BODY_MAX_BYTES } from "./contact.routes";
import { buildTestApp, SAME_ORIGIN, sessionCookie } from "../../test/test-app";
import { registerAndConfirm } from "../../test/dashboard";
import { useTestApp } from "../../test/use-test-app";

const server = useTestApp({ rateLimitContactPer10Minutes: 1000 });

const fields = contactForm();

/** A real multipart/form-data body, encoded by the platform's FormData. */
async function multipart(values: Record<string, string>, extra?: (form: FormData) => void) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  extra?.(form);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

const send = async (values: Record<string, string>, headers: Record<string, string> = {}) => {
  const body = await multipart(values);
  return server.app.inject({
    method: "POST",
    url: "/api/user/contact",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

const rowOf = async (id: string) =>
  (await server.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0];

describe("POST /api/user/contact", () => {
  it("stores a multipart inquiry (single-space optionals stored empty) and answers 201", async () => {
    const res = await send(fields);
    expect(res.statusCode).toBe(201);
    const { id, received_at } = res.json();
    expect(Date.now() - Date.parse(received_at)).toBeLessThan(60_000);
    expect(await rowOf(id)).toMatchObject({
      userId: null,
      email: "hanako@example.jp",
      familyName: "山田",
      givenName: "花子",
      company: "SoraCity",
      department: "設計部",
      address: "",
      phone: "",
      inquiry: "日影の計算について教えてください。",
    });
  });

  it("links the inquiry to the signed-in user", async () => {
    const register = await registerAndConfirm(server.app);
    const res = await send(
      { ...fields, phone: "09012345678" },
      { cookie: sessionCookie(register), ...SAME_ORIGIN },
    );
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json().id);
    expect(row?.userId).toBe(register.json().id);
    expect(row?.phone).toBe("09012345678");
  });

  it("accepts the same fields as JSON", async () => {
    const res = await server.app.inject({
      method: "POST",
      url: "/api/user/contact",
      payload: { ...fields, phone: "0312345678" },
    });
    expect(res.statusCode).toBe(201);
    expect((await rowOf(res.json().id))?.phone).toBe("0312345678");
  });

  const {
    email: _email,
    family_name: _f,
    given_name: _g,
    company: _c,
    department: _d,
    inquiry: _i,
    ...optional
  } = fields;
  it.each([
    ["email", { ...fields, email: "not-an-address" }, "contact.email_error"],
    ["email", { ...fields, email: " " }, "common.required"],
    ["family_name", { ...fields, family_name: "" }, "common.required"],
    ["given_name", { ...fields, given_name: " " }, "common.required"],
    ["company", { ...fields, company: "" }, "common.required"],
    ["department", { ...fields, department: "" }, "common.required"],
    ["phone", { ...fields, phone: "031234567" }, "contact.phone_error"],
    ["phone", { ...fields, phone: "03-1234-5678" }, "contact.phone_error"],
    ["inquiry", { ...fields, inquiry: "" }, "common.required"],
    ["inquiry", { ...fields, inquiry: "あ".repeat(1001) }, "contact.message_length"],
    [
      "department",
      { ...optional, email: "a@b.jp", family_name: "A", given_name: "B", company: "C", inquiry: "x" },
      "common.required",
    ],
  ])("refuses a bad %s with its message key", async (path, values, message) => {
    const before = await server.db.select().from(contactInquiries);
    const res = await send(values);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("validation_failed");
    expect(res.json().error.fields).toContainEqual({ path, message });
    expect(await server.db.select().from(contactInquiries)).toHaveLength(before.length);
  });

  it("accepts exactly 1000 characters of inquiry", async () => {
    expect((await send({ ...fields, inquiry: "あ".repeat(1000) })).statusCode).toBe(201);
  });

  it("refuses file parts (fields only) with 413", async () => {
    const body = await multipart(fields, (form) => form.append("file", new Blob(["x"]), "x.txt"));
    const res = await server.app.inject({ method: "POST", url: "/api/user/contact", ...body });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("bounds the body: 413 beyond 16 KiB, JSON or multipart, nothing stored", async () => {
    const before = (await server.db.select().from(contactInquiries)).length;
    const padding = "x".repeat(CONTACT_BODY_MAX_BYTES);
    const json = await server.app.inject({
      method: "POST",
      url: "/api/user/contact",
      payload: { ...fields, padding },
    });
    expect(json.statusCode).toBe(413);
    expect(json.json().error.code).toBe("payload_too_large");
    const form = await send({ ...fields, padding });
    expect(form.statusCode).toBe(413);
    const manyFields = await send(
      Object.fromEntries([
        ...Object.entries(fields),
        ...Array.from({ length: 40 }, (_, i) => [`f${i}`, "x"]),
      ]),
    );
    expect(manyFields.statusCode).toBe(413);
    expect(await server.db.select().from(contactInquiries)).toHaveLength(before);
  });
});

describe("POST /api/user/contact rate limit", () => {
  it("accepts RATE_LIMIT_CONTACT inquiries per client IP in 10 minutes, then 429 (others unaffected)", async () => {
    const limited = await buildTestApp(server.database, { rateLimitContactPer10Minutes: 3 });
    try {
      const post = (ip: string) =>
        limited.inject({ method: "POST", url: "/api/user/contact", payload: fields, remoteAddress: ip });
      const first = await Promise.all([1, 2, 3].map(() => post("192.0.2.1")));
      expect(first.map((r) => r.statusCode)).toEqual([201, 201, 201]);
      const over = await post("192.0.2.1");
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe("rate_limited");
      expect((await post("192.0.2.2")).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
