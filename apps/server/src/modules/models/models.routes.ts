import multipart from "@fastify/multipart";
import {
  CONTROL_CHARACTERS_MESSAGE,
  idParamsSchema,
  isOneLineText,
  MODEL_TOO_LARGE_MESSAGE,
  MODEL_UPLOAD_MAX_BYTES,
  modelBuildingsSchema,
  modelPlacementFieldsSchema,
  projectModelListSchema,
  projectModelParamsSchema,
  projectModelSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../lib/errors";
import { errorResponses, noContent } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";
import { actorOf } from "../access/access.actor";
import { ModelFileRefusal } from "./models.errors";
import { serializeModelBuildings } from "./models.buildings-serializer";
import { toProjectModel } from "./models.presenter";
import { scheduleBlobSweeps } from "./models.sweep";

const FIELD_NAMES = new Set(Object.keys(modelPlacementFieldsSchema.shape));

/** User models of a project (issue 3): upload (multipart), list, buildings, file, delete; the project's policy. */
export const modelsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { services }) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: MODEL_UPLOAD_MAX_BYTES, fields: 10, fieldSize: 1024, parts: 12 },
  });
  const tags = ["models"];
  // Blobs of deleted projects and blobs without rows: swept after listening and hourly.
  scheduleBlobSweeps(app, services.projectBlobs);
  app.addHook("onClose", () => services.models.close());

  app.post(
    "/api/project/:id/models",
    {
      schema: {
        tags,
        summary: "Upload a building model (multipart: file + placement fields); 422 with the reader's code",
        consumes: ["multipart/form-data"],
        params: idParamsSchema,
        response: { 201: projectModelSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { access } = await services.projects.authorized(actor, request.params.id, "project:write");
      if (!request.isMultipart()) {
        throw new AppError(415, "unsupported_media_type", "Send the model as multipart/form-data.");
      }
      const fields: Record<string, string> = {};
      let file: { name: string; bytes: Uint8Array } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === "file") {
            if (part.fieldname !== "file" || file) {
              await part.toBuffer();
              continue;
            }
            file = { name: part.filename, bytes: await part.toBuffer() };
          } else if (FIELD_NAMES.has(part.fieldname) && typeof part.value === "string") {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new AppError(413, "payload_too_large", MODEL_TOO_LARGE_MESSAGE);
        }
        throw err;
      }
      if (!file) {
        throw new AppError(400, "validation_failed", "No file.", [
          { path: "file", message: "common.required" },
        ]);
      }
      // The file's name is the model's name: one line, like every name (issue 22, F7).
      if (!isOneLineText(file.name)) {
        throw new AppError(400, "validation_failed", "The file name has control characters.", [
          { path: "file", message: CONTROL_CHARACTERS_MESSAGE },
        ]);
      }
      const parsed = modelPlacementFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new AppError(
          400,
          "validation_failed",
          "The placement fields are not valid.",
          parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
        );
      }
      try {
        const row = await services.models.upload(
          request.params.id,
          requireUser(request).user.id,
          file,
          parsed.data,
          access.accountId, // the plan's model quota (count per project, bytes per account)
        );
        return reply.status(201).send(toProjectModel(row));
      } catch (err) {
        if (err instanceof ModelFileRefusal) {
          request.log.info({ code: err.code, file: file.name, detail: err.detail }, "model file refused");
        }
        throw err;
      }
    },
  );

  app.get(
    "/api/project/:id/models",
    {
      schema: {
        tags,
        summary: "Models uploaded into the project",
        params: idParamsSchema,
        response: { 200: projectModelListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await services.projects.authorized(actorOf(request), request.params.id, "workspace:read");
      return (await services.models.list(request.params.id)).map(toProjectModel);
    },
  );

  app.get(
    "/api/project/:id/models/:modelId/buildings",
    {
      schema: {
        tags,
        summary: "The placed buildings of a model as GeoJSON (footprints with height and attributes)",
        params: projectModelParamsSchema,
        response: { 200: modelBuildingsSchema, ...errorResponses(400, 401, 404) },
      },
      // A model may hold 50,000 buildings: a sample of them is checked (see serializeModelBuildings).
      serializerCompiler: serializeModelBuildings,
    },
    async (request, reply) => {
      await services.projects.authorized(actorOf(request), request.params.id, "workspace:read");
      const stored = await services.models.featuresJson(request.params.id, request.params.modelId);
      if ("features" in stored) return { type: "FeatureCollection" as const, features: stored.features };
      // The blob's JSON goes out as it is: parsing, checking and writing again 40 MB of features held the
      // event loop for seconds (issue 22, F15). This reply's serializer writes it in place of the empty list.
      const features = stored.json.toString("utf8");
      return reply
        .serializer(() => `{"type":"FeatureCollection","features":${features}}`)
        .send({ type: "FeatureCollection" as const, features: [] });
    },
  );

  app.get(
    "/api/project/:id/models/:modelId/file",
    {
      schema: {
        tags,
        summary: "The uploaded file as it was sent (project readers only)",
        params: projectModelParamsSchema,
      },
    },
    async (request, reply) => {
      await services.projects.authorized(actorOf(request), request.params.id, "workspace:read");
      const { row, bytes } = await services.models.file(request.params.id, request.params.modelId);
      return reply
        .type("application/octet-stream")
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
        .header("cache-control", "private, no-store")
        .send(bytes);
    },
  );

  app.delete(
    "/api/project/:id/models/:modelId",
    {
      schema: {
        tags,
        summary: "Delete a model and its file",
        params: projectModelParamsSchema,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await services.projects.authorized(actorOf(request), request.params.id, "project:write");
      await services.models.delete(request.params.id, request.params.modelId);
      return reply.status(204).send(null);
    },
  );
};
