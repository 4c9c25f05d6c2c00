import type { ErrorCode, FieldError, LimitKind } from "@soracity/contracts";

/** An error that becomes `{ error: { code, message, fields? } }` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    /** With `limit_reached`: which plan limit (sent as `error.limit`). */
    readonly limit?: LimitKind,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const unauthenticated = () => new AppError(401, "unauthenticated", "Sign-in required.");
export const forbidden = () => new AppError(403, "forbidden", "You do not have access to this resource.");
export const notFound = (what = "Resource") => new AppError(404, "not_found", `${what} not found.`);

/** The JSON body of an error answer. */
export function errorBody(code: ErrorCode, message: string, fields?: FieldError[], limit?: LimitKind) {
  return { error: { code, message, ...(fields ? { fields } : {}), ...(limit ? { limit } : {}) } };
}

/** 403 `limit_reached`: the plan's maximum number of workspaces, groups, projects or cases (PRODUCT.md §8). */
export const limitReached = (limit: LimitKind, max: number) =>
  new AppError(403, "limit_reached", `The plan allows at most ${max} ${limit} here.`, undefined, limit);
