import multipart from "@fastify/multipart";
import { contactBodySchema, contactResultSchema } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../services";

/** Spec §7: POST /api/user/contact with multipart form fields (JSON accepted too). */
export const contactRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  // Scoped to this plugin: fields only, small, collected into request.body for schema validation.
  await app.register(multipart, {
    attachFieldsToBody: "keyValues",
    limits: { files: 0, fields: 20, fieldSize: 16 * 1024, parts: 30 },
  });

  app.post(
    "/api/user/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Send an inquiry (stored; linked to the user when signed in)",
        consumes: ["multipart/form-data", "application/json"],
        body: contactBodySchema,
        response: { 201: contactResultSchema, ...errorResponses(400, 413, 415) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const row = await services.contact.insert({
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
