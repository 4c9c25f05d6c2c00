import { requestVoid } from "../../api/client";

const enc = encodeURIComponent;

/** DELETE /api/project/:id/models/:modelId (the model and its file). */
export const deleteModel = (projectId: string, modelId: string) =>
  requestVoid("DELETE", `/api/project/${enc(projectId)}/models/${enc(modelId)}`);
