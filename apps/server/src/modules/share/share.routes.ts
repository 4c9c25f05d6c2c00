import {
  LAYER_NAME_PATTERN,
  RESULT_LAYERS,
  SKY_POINT_ID_PATTERN,
  exportFormatSchema,
  exportQuerySchema,
  idParamsSchema,
  sharedCaseSchema,
  shareLinkSchema,
  shareTokenParamsSchema,
  skyPointChartsSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, noContent } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";
import { pointChartsOf } from "../analysis/analysis.skyCharts";
import { sendExport } from "../exports/exports.routes";

const layerParams = shareTokenParamsSchema.extend({ name: z.string().regex(LAYER_NAME_PATTERN) });
const skyChartParams = shareTokenParamsSchema.extend({ pointId: z.string().regex(SKY_POINT_ID_PATTERN) });

export const shareRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services, config }) => {
  const tags = ["share"];
  /** Public routes are limited per client IP (guessing tokens is hopeless anyway; this bounds scraping). */
  const rateLimit = { max: config.rateLimitSharePerMinute ?? 120, timeWindow: "1 minute" };
  // A shared case is public: other viewers (a Re:Earth plugin, any Cesium viewer) may read it from their own
  // origin (a sandboxed plugin frame has origin "null", hence "*"). No cookies are involved on these routes.
  app.addHook("onSend", async (request, reply) => {
    if (!request.url.startsWith("/api/share/")) return;
    reply.header("access-control-allow-origin", "*");
    reply.header("cross-origin-resource-policy", "cross-origin");
  });

  app.post(
    "/api/cases/:id/share",
    {
      schema: {
        tags,
        summary: "Create the case's share link, or return the existing one (editor role)",
        params: idParamsSchema,
        response: { 200: shareLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => services.share.create(actorOf(request), request.params.id),
  );

  app.delete(
    "/api/cases/:id/share",
    {
      schema: {
        tags,
        summary: "Revoke the case's share link (editor role)",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.share.revoke(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/share/:token",
    {
      config: { rateLimit, readCache: "public" },
      schema: {
        tags,
        summary: "A shared case, read-only (signed out); 404 for unknown or revoked links",
        params: shareTokenParamsSchema,
        response: { 200: sharedCaseSchema, ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
      return services.share.read(request.params.token);
    },
  );

  app.get(
    "/api/share/:token/layers/:name",
    {
      config: { rateLimit },
      schema: { tags, summary: "One result layer of a shared case", params: layerParams },
    },
    async (request, reply) => {
      const caseId = await services.share.caseOf(request.params.token);
      const { mediaType, bytes } = await services.exports.layer(caseId, request.params.name);
      return reply.header("content-type", mediaType).header("cache-control", "private, no-store").send(bytes);
    },
  );

  app.get(
    "/api/share/:token/sky-charts/:pointId",
    {
      config: { rateLimit },
      schema: {
        tags,
        summary:
          "One point's 天空図 of a shared 天空率 case (as /api/cases/{id}/result/sky-charts/{pointId})",
        params: skyChartParams,
        response: { 200: skyPointChartsSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const caseId = await services.share.caseOf(request.params.token);
      const { bytes } = await services.exports.layer(caseId, RESULT_LAYERS.sky_charts.name);
      const charts = pointChartsOf(bytes, request.params.pointId);
      return reply.header("cache-control", "private, no-store").send(charts);
    },
  );

  app.get(
    "/api/share/:token/export/:format",
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Download a shared case's result (as /api/cases/{id}/export/{format})",
        params: shareTokenParamsSchema.extend({ format: exportFormatSchema }),
        querystring: exportQuerySchema,
        response: errorResponses(400, 404, 429),
      },
    },
    async (request, reply) => {
      const caseId = await services.share.caseOf(request.params.token);
      const source = await services.exports.source(caseId);
      return sendExport(reply, await services.exports.build(source, request.params.format, request.query));
    },
  );
};
