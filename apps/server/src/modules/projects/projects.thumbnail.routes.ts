import multipart from "@fastify/multipart";
import { idParamsSchema, projectSchema, THUMBNAIL_MAX_UPLOAD_BYTES } from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, notFound } from "../../lib/errors";
import { errorResponses, noContent } from "../../lib/schemas";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";
import { makeThumbnail } from "./projects.thumbnail";

/** Project thumbnails: uploaded as multipart (field `file`), stored resized as WebP blobs, served to readers only. */
export const projectThumbnailRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: THUMBNAIL_MAX_UPLOAD_BYTES, fields: 5, parts: 6 },
  });
  const tags = ["projects"];

  app.put(
    "/api/project/:id/thumbnail",
    {
      schema: {
        tags,
        summary: "Upload the thumbnail (PNG, JPEG or WebP; stored as WebP inside 480 x 480 px)",
        consumes: ["multipart/form-data"],
        params: idParamsSchema,
        response: { 200: projectSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await services.projects.authorized(actor, request.params.id, "project:write");
      if (!request.isMultipart()) {
        throw new AppError(415, "unsupported_media_type", "Send the image as multipart/form-data.");
      }
      const file = await request.file();
      if (!file) {
        throw new AppError(400, "validation_failed", "No file.", [
          { path: "file", message: "common.required" },
        ]);
      }
      const image = await makeThumbnail(await file.toBuffer());
      await services.thumbnails.set(request.params.id, image);
      return services.projects.get(actor, request.params.id);
    },
  );

  app.get(
    "/api/project/:id/thumbnail",
    {
      schema: {
        tags,
        summary: "The thumbnail (image/webp)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await services.projects.authorized(actorOf(request), request.params.id, "workspace:read");
      const image = await services.thumbnails.image(request.params.id);
      if (!image) throw notFound("Thumbnail");
      // The URL carries a version, so a private cache may keep it; other users never get it.
      return reply.type("image/webp").header("cache-control", "private, max-age=3600").send(image);
    },
  );

  app.delete(
    "/api/project/:id/thumbnail",
    {
      schema: {
        tags,
        summary: "Remove the thumbnail",
        params: idParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.projects.authorized(actorOf(request), request.params.id, "project:write");
      if (!(await services.thumbnails.delete(request.params.id))) throw notFound("Thumbnail");
      return reply.status(204).send(null);
    },
  );
};
