import { randomBytes } from "node:crypto";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { Database } from "../db/client";
import { UsersRepository } from "../modules/users/users.repository";
import { outboxMailsTo, tokenFromMail } from "./mail";
import { registration, SAME_ORIGIN, sessionCookie } from "./test-app";

/** A registered user of a test: id, e-mail and session cookie. */
export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

/**
 * Registers through the API as a person does: POST /api/auth/register (202), the confirmation link from the mail
 * in the app's outbox, POST /api/auth/register/confirm. Returns the confirmation's answer (201, the user, the
 * session cookie).
 */
export async function registerAndConfirm(
  app: FastifyInstance,
  body: Record<string, unknown> = registration(),
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: "POST", url: "/api/auth/register", payload: body, headers });
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const mail = (await outboxMailsTo(app, String(body.email))).at(-1);
  if (!mail) throw new Error(`no mail to ${String(body.email)}`);
  const token = tokenFromMail(mail, "/register/confirm");
  return app.inject({ method: "POST", url: "/api/auth/register/confirm", payload: { token }, headers });
}

/** Registers a user through the API; `userType` is then set through the repository (as the CLI does). */
export async function signUp(app: FastifyInstance, db: Database, userType = "basic"): Promise<TestUser> {
  const body = registration();
  const res = await registerAndConfirm(app, body);
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  if (userType !== "basic") await new UsersRepository(db).setUserType(body.email, userType);
  return { id: res.json().id, email: body.email, cookie: sessionCookie(res) };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One API call as `user` (null = signed out), with the Origin header the CSRF check wants. */
export function call(
  app: FastifyInstance,
  user: TestUser | null,
  method: Method,
  url: string,
  payload?: InjectOptions["payload"],
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: { ...(user ? { cookie: user.cookie } : {}), ...SAME_ORIGIN, ...headers },
  });
}

/** Calls and expects a status; returns the JSON answer (or the raw response for non-JSON answers). */
export async function ok<T = Record<string, unknown>>(
  app: FastifyInstance,
  user: TestUser | null,
  method: Method,
  url: string,
  payload?: InjectOptions["payload"],
  status = method === "POST" ? 201 : 200,
): Promise<T> {
  const res = await call(app, user, method, url, payload);
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.body ? res.json() : null) as T;
}

/** A multipart/form-data body with one file field. */
export function multipartFile(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----soracity${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A solid-colour PNG of the given size. */
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 128, b: 128 } } })
    .png()
    .toBuffer();
