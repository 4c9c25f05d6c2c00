import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { call, ok, type TestUser } from "../../test/dashboard";

/** A multipart upload of one model file with placement fields, as the web app sends it. */
export function uploadModel(
  app: FastifyInstance,
  user: TestUser,
  projectId: string,
  fileName: string,
  data: Uint8Array,
  fields: Record<string, string> = {},
) {
  const boundary = `----soracity${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const head = `${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return call(app, user, "POST", `/api/project/${projectId}/models`, payload, {
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
}

/** A fresh workspace and project of `user`; the project's id. */
export async function newProject(app: FastifyInstance, user: TestUser): Promise<string> {
  const workspace = await ok<{ id: string }>(app, user, "POST", "/api/workspaces", { name: "W" });
  const project = await ok<{ id: string }>(app, user, "POST", `/api/workspaces/${workspace.id}/projects`, {
    project_name: "P",
  });
  return project.id;
}

/** The project's models (must answer 200: a stored model that cannot be listed is a defect). */
export const listModels = (app: FastifyInstance, user: TestUser, projectId: string) =>
  ok<{ id: string; name: string }[]>(app, user, "GET", `/api/project/${projectId}/models`);
