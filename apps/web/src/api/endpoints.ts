import type {
  ContactBody,
  Locale,
  LoginBody,
  Me,
  PasswordForgotBody,
  PasswordResetBody,
  PublicConfig,
  RegisterBody,
} from "@soracity/contracts";
import { ApiError, lazySchema, request, requestVoid } from "./client";

// The public site's calls: their schemas load when the answer is in (api/client.ts).
const meSchema = lazySchema((schemas) => schemas.meSchema);

export const login = (body: LoginBody) => request("POST", "/api/auth/login", meSchema, { json: body });
/** Starts a registration: the server mails a confirmation link (the answer is the same for a taken address). */
export const register = (body: RegisterBody) =>
  request(
    "POST",
    "/api/auth/register",
    lazySchema((schemas) => schemas.registerAcceptedSchema),
    { json: body },
  );
/** Opens a registration link: creates the account and signs in. */
export const confirmRegistration = (token: string) =>
  request("POST", "/api/auth/register/confirm", meSchema, { json: { token } });
export const forgotPassword = (body: PasswordForgotBody) =>
  requestVoid("POST", "/api/auth/password/forgot", { json: body });
export const resetPassword = (body: PasswordResetBody) =>
  requestVoid("POST", "/api/auth/password/reset", { json: body });
export const logout = () => requestVoid("POST", "/api/auth/logout");
export const saveLocale = (locale: Locale) => requestVoid("PUT", "/api/me/locale", { json: { locale } });

/** The signed-in user, or null when there is no session (401). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await request("GET", "/api/me", meSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const CONTACT_FIELDS = [
  "email",
  "family_name",
  "given_name",
  "company",
  "department",
  "address",
  "phone",
  "inquiry",
] as const;

/** Multipart body of PRODUCT.md §7; empty optional fields go as a single space (PRODUCT.md §5). */
export function contactFormData(body: ContactBody): FormData {
  const form = new FormData();
  for (const field of CONTACT_FIELDS) {
    const value = (body[field] ?? "").trim();
    form.append(field, value === "" && (field === "address" || field === "phone") ? " " : value);
  }
  return form;
}

export const sendContact = (body: ContactBody) =>
  request(
    "POST",
    "/api/user/contact",
    lazySchema((schemas) => schemas.contactResultSchema),
    { form: contactFormData(body) },
  );

export type AppConfig = PublicConfig;

/** Brand and UI defaults until (or unless) GET /api/config answers. */
export const DEFAULT_CONFIG: AppConfig = {
  brand: { name: "SoraCity", prefix: "SOR", footer_text: "" },
  ui: { header: true, footer: true, corner: true, news: true },
};

export const fetchConfig = () =>
  request(
    "GET",
    "/api/config",
    lazySchema((schemas) => schemas.publicConfigSchema),
  );
