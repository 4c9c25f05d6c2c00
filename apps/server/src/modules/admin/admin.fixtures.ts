import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { signUp, type TestUser } from "../../test/dashboard";
import { AdminRepository } from "./admin.repository";

/** A registered user made an operator the way `npm run user:role` does it. */
export async function signUpOperator(app: FastifyInstance, db: Database): Promise<TestUser> {
  const operator = await signUp(app, db);
  if (!(await new AdminRepository(db).setRole(operator.email, "operator"))) throw new Error("no such user");
  return operator;
}

/** A valid news post body published at `publishedAt`. */
export const newsBody = (publishedAt: Date, label = "news") => ({
  title_ja: `${label} のお知らせ`,
  title_en: `${label} announcement`,
  body_ja: `${label} 本文\n二行目`,
  body_en: `${label} body\nsecond line`,
  published_at: publishedAt.toISOString(),
});

/** A valid contact inquiry (PRODUCT.md §7 fields). */
export const inquiryBody = (inquiry: string) => ({
  email: "visitor@example.jp",
  family_name: "佐藤",
  given_name: "花子",
  company: "Sora Ltd.",
  department: "Design",
  address: "",
  phone: "0312345678",
  inquiry,
});
