import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ErrorCode } from "@soracity/contracts";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError, errorBody } from "../lib/errors";
import { isUnstorableTextError } from "./storable-text";

/** Status codes Fastify and its plugins use, mapped to our stable error codes. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
  503: "unavailable",
};

/** `/barriers/0/height` -> `barriers.0.height`. */
const dotted = (instancePath: string) => instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");

/** One error handler for the whole app: every failure answers `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.fields, err.limit));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((issue) => ({
        path: dotted(issue.instancePath),
        message: issue.message ?? "validation_failed",
      }));
      return reply.status(400).send(errorBody("validation_failed", "The request is not valid.", fields));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, "response does not match its schema");
      return reply.status(500).send(errorBody("internal", "Internal server error."));
    }
    const status = err.statusCode ?? 500;
    const badJson = ["FST_ERR_CTP_INVALID_JSON_BODY", "FST_ERR_CTP_EMPTY_JSON_BODY"].includes(err.code);
    if (status === 400 && (badJson || err instanceof SyntaxError)) {
      return reply.status(400).send(errorBody("malformed_json", "The request body is not valid JSON."));
    }
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? "bad_request";
      // Fastify's own 4xx messages are safe to show (they describe the request, not the server).
      return reply.status(status).send(errorBody(code, err.message || code));
    }
    if (isUnstorableTextError(err)) {
      request.log.info({ err }, "text the database cannot store");
      return reply
        .status(400)
        .send(errorBody("bad_request", "The request holds characters that cannot be stored (NUL)."));
    }
    if (isDatabaseUnavailable(err)) {
      // A failover or restart of PostgreSQL: the pool reconnects by itself, the client may try again.
      request.log.warn({ err }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "1")
        .send(errorBody("unavailable", "The service is temporarily unavailable. Try again in a moment."));
    }
    request.log.error({ err }, "unexpected error");
    return reply.status(500).send(errorBody("internal", "Internal server error."));
  });
}
