import multipart from "@fastify/multipart";
import { contactBodySchema, contactResultSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";

/** The largest contact request body: the fields at their longest (1000-character inquiry) fit easily. */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

/**
 * PRODUCT.md §7: POST /api/user/contact with multipart form fields (JSON accepted too). Unauthenticated, so it is
 * rate limited per client IP (RATE_LIMIT_CONTACT per 10 minutes) and its body is bounded (413 beyond). The
 * inquiry is stored first, then mailed to CONTACT_TO after the answer (`mailed_at` set once the mail went).
 */
export const contactRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  // Scoped to this plugin: fields only, small, collected into request.body for schema validation.
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { files: 0, fields: 20, fieldSize: 4 * 1024, parts: 30 },
  });
  const rateLimit = { max: config.rateLimitContactPer10Minutes ?? 5, timeWindow: "10 minutes" };

  app.post(
    "/api/user/contact",
    {
      bodyLimit: CONTACT_BODY_MAX_BYTES,
      // Multipart bodies are read by busboy from the raw request, past `bodyLimit`: bound them by their length.
      onRequest: async (request) => {
        const length = Number(request.headers["content-length"] ?? Number.NaN);
        if (!Number.isFinite(length)) throw new AppError(411, "bad_request", "Send a Content-Length.");
        if (length > CONTACT_BODY_MAX_BYTES) {
          throw new AppError(413, "payload_too_large", "The inquiry is too large.");
        }
      },
      config: { rateLimit },
      schema: {
        tags: ["contact"],
        summary: "Send an inquiry (stored; linked to the user when signed in)",
        consumes: ["multipart/form-data", "application/json"],
        body: contactBodySchema,
        response: { 201: contactResultSchema, ...errorResponses(400, 411, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const row = await services.contact.submit({
        userId: request.auth?.user.id ?? null,
        email: body.email,
        familyName: body.family_name,
        givenName: body.given_name,
        company: body.company,
        department: body.department,
        address: body.address,
        phone: body.phone,
        inquiry: body.inquiry,
      });
      return reply.status(201).send({ id: row.id, received_at: row.createdAt.toISOString() });
    },
  );
};
