import { exportFormatSchema, exportQuerySchema, idParamsSchema } from "@soracity/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";
import { contentDisposition, type ExportFile } from "./exports.service";

/** Sends an export as a download (private: it is the caller's data). */
export const sendExport = (reply: FastifyReply, file: ExportFile) =>
  reply
    .header("content-type", file.mediaType)
    .header("content-disposition", contentDisposition(file.filename))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.bytes);

export const exportsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  app.get(
    "/api/cases/:id/export/:format",
    {
      schema: {
        tags: ["exports"],
        summary:
          "Download the case's result as GeoJSON, CSV, PNG, DXF, CZML or a PDF report (view role); 404 without a result",
        params: idParamsSchema.extend({ format: exportFormatSchema }),
        querystring: exportQuerySchema,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const { id, format } = request.params;
      return sendExport(reply, await services.exports.forCase(actorOf(request), id, format, request.query));
    },
  );
};
