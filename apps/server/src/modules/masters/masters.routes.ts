import {
  PERMISSION_MASTER,
  permissionMasterSchema,
  SERVICE_TYPE_MASTER,
  serviceTypeMasterSchema,
} from "@soracity/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/schemas";
import { requireUser } from "../../plugins/authenticate";
import type { RouteDeps } from "../../composition-root";

/** The master routes (PRODUCT.md §7), answering the constant lists of the contracts (the web reads those directly). */
export const mastersRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  const permissions = {
    tags: ["masters"],
    response: { 200: permissionMasterSchema, ...errorResponses(401) },
  };
  app.get(
    "/api/groupmember/master/permission",
    { schema: { ...permissions, summary: "Roles of group members" } },
    async (request) => {
      requireUser(request);
      return PERMISSION_MASTER;
    },
  );
  app.get(
    "/api/permissionmanage/master/permission",
    { schema: { ...permissions, summary: "Permissions a workspace is shared with" } },
    async (request) => {
      requireUser(request);
      return PERMISSION_MASTER;
    },
  );
  app.get(
    "/api/service/type/all",
    {
      schema: {
        tags: ["masters"],
        summary: "Service types of projects",
        response: { 200: serviceTypeMasterSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      requireUser(request);
      return SERVICE_TYPE_MASTER;
    },
  );
};
