import {
  DEFAULT_LOCALE,
  LAYER_NAME_PATTERN,
  LOCALES,
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
import { cookieLocale } from "../auth/auth.locale";

const layerParams = idParamsSchema.extend({ name: z.string().regex(LAYER_NAME_PATTERN) });
const skyChartParams = idParamsSchema.extend({ pointId: z.string().regex(SKY_POINT_ID_PATTERN) });
const shadowCaseBody = z.object({ locale: z.enum(LOCALES).optional() }).nullish();

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

  app.post(
    "/api/cases/:id/result/shadow-case",
    {
      schema: {
        tags,
        summary:
          "Make a shadow case of a finished 逆日影 result (edit role): the set-up with the envelope as planned tiers; 409 without a current result",
        params: idParamsSchema,
        body: shadowCaseBody,
        response: { 201: caseSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      // The name's language: the body's, else the web app's locale cookie, else the default.
      const locale = request.body?.locale ?? cookieLocale(request) ?? DEFAULT_LOCALE;
      return reply
        .status(201)
        .send(await services.analysis.shadowCase(actorOf(request), request.params.id, locale));
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
