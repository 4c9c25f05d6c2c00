import {
  LAYER_NAME_PATTERN,
  SKY_POINT_ID_PATTERN,
  caseSchema,
  idParamsSchema,
  skyPointChartsSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";

const layerParams = idParamsSchema.extend({ name: z.string().regex(LAYER_NAME_PATTERN) });
const skyChartParams = idParamsSchema.extend({ pointId: z.string().regex(SKY_POINT_ID_PATTERN) });

export const analysisRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  const tags = ["analysis"];
  app.post(
    "/api/cases/:id/run",
    {
      schema: {
        tags,
        summary:
          "Queue a run of the case (editor role); 400 with field errors when the parameters are incomplete",
        params: idParamsSchema,
        response: { 202: caseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await services.analysis.run(actorOf(request), request.params.id)),
  );

  app.post(
    "/api/cases/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel the case's queued or processing run (editor role)",
        params: idParamsSchema,
        response: { 200: caseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => services.analysis.cancel(actorOf(request), request.params.id),
  );

  app.get(
    "/api/cases/:id/result",
    {
      config: { readCache: "user" },
      schema: {
        tags,
        summary: "Results of the case's last finished run: summary, points and links to the layers",
        params: idParamsSchema,
        // caseResultSchema: the service sends the manifest already checked against it (once per run).
      },
    },
    async (request, reply) =>
      reply
        .type("application/json; charset=utf-8")
        .send(await services.analysis.result(actorOf(request), request.params.id)),
  );

  app.get(
    "/api/cases/:id/result/layers/:name",
    {
      schema: {
        tags,
        summary: "One result layer (GeoJSON, PNG or a binary grid described by the manifest's meta)",
        params: layerParams,
      },
    },
    async (request, reply) => {
      const { mediaType, bytes } = await services.analysis.layer(
        actorOf(request),
        request.params.id,
        request.params.name,
      );
      return reply.header("content-type", mediaType).header("cache-control", "private, no-cache").send(bytes);
    },
  );

  app.get(
    "/api/cases/:id/result/sky-charts/:pointId",
    {
      schema: {
        tags,
        summary:
          "One point's 天空図 of a 天空率 result: the planned and conforming charts with their 三斜 triangles",
        params: skyChartParams,
        response: { 200: skyPointChartsSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const charts = await services.analysis.skyCharts(
        actorOf(request),
        request.params.id,
        request.params.pointId,
      );
      return reply.header("cache-control", "private, no-cache").send(charts);
    },
  );
};
