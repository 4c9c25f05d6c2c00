import type { ErrorCode, FieldError } from "@soracity/contracts";
import type { z } from "zod";
import type * as PublicSchemas from "./publicSchemas";

/**
 * The public site's response schemas, loaded when first needed. Its calls (the signed-in user, config, news,
 * demo) take their schema from here, so the landing page paints before zod (about 27 kB gzipped) has arrived;
 * it comes while the first answers are on their way.
 */
const loadPublicSchemas = () => import("./publicSchemas");

/** A response schema picked from the lazily loaded public schemas when the answer is in. */
export class LazySchema<S extends z.ZodType> {
  constructor(readonly pick: (schemas: typeof PublicSchemas) => S) {}
}
export const lazySchema = <S extends z.ZodType>(pick: (schemas: typeof PublicSchemas) => S) =>
  new LazySchema(pick);

/** Codes the client adds for failures that never reached a JSON answer. */
export type ClientErrorCode = ErrorCode | "network" | "bad_response";

/** Typed failure of an API call: HTTP status (0 without an answer), stable code and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function isApiError(error: unknown, code?: ClientErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type Body = { json: unknown } | { form: FormData } | undefined;

async function send(method: string, path: string, body: Body): Promise<Response> {
  const init: RequestInit = { method, credentials: "same-origin", headers: { Accept: "application/json" } };
  if (body && "json" in body) {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(body.json);
  } else if (body && "form" in body) {
    init.body = body.form; // the browser sets the multipart boundary
  }
  try {
    return await fetch(path, init);
  } catch (error) {
    throw new ApiError(0, "network", error instanceof Error ? error.message : "network error");
  }
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  try {
    const { apiErrorSchema } = await loadPublicSchemas();
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(response.status, code, message, fields ?? []);
    }
  } catch {
    // not JSON: fall through
  }
  const code: ClientErrorCode = response.status >= 500 ? "internal" : "bad_response";
  return new ApiError(response.status, code, text.slice(0, 200) || response.statusText);
}

/** Calls the API and validates the JSON answer with `schema`; throws ApiError on any failure. */
export async function request<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S | LazySchema<S>,
  body?: Body,
): Promise<z.output<S>> {
  const response = await send(method, path, body);
  if (!response.ok) throw await errorOf(response);
  const json: unknown = await response.json().catch(() => undefined);
  const validator = schema instanceof LazySchema ? schema.pick(await loadPublicSchemas()) : schema;
  const parsed = validator.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, "bad_response", parsed.error.message);
  return parsed.data;
}

/** Calls the API for an answer without a body (204). */
export async function requestVoid(method: string, path: string, body?: Body): Promise<void> {
  const response = await send(method, path, body);
  if (!response.ok) throw await errorOf(response);
}
