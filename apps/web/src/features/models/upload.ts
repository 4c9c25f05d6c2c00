import { apiErrorSchema, projectModelSchema } from "@soracity/contracts";
import type { ModelPlacementFields, ProjectModel } from "@soracity/contracts";
import { ApiError } from "../../api/client";

/** The multipart body of POST /api/project/:id/models: the placement fields that are set, then the file. */
export function modelFormData(file: Blob, fileName: string, fields: ModelPlacementFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === "") continue;
    form.append(name, (value as string | number | boolean).toString());
  }
  form.append("file", file, fileName);
  return form;
}

/** The typed failure of an answer (`{ error: { code, message, fields } }`), as the fetch client builds it. */
export function uploadError(status: number, text: string): ApiError {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(status, code, message, fields ?? []);
    }
  } catch {
    // not JSON: fall through
  }
  if (status === 413) return new ApiError(status, "payload_too_large", text.slice(0, 200));
  return new ApiError(status, status >= 500 ? "internal" : "bad_response", text.slice(0, 200));
}

/**
 * Uploads a model with XMLHttpRequest (fetch reports no upload progress): `onProgress` gets the fraction sent
 * (0..1); `signal` aborts. Resolves with the stored model; rejects with an ApiError.
 */
export function uploadModel(
  projectId: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ProjectModel> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/project/${encodeURIComponent(projectId)}/models`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(uploadError(xhr.status, xhr.responseText));
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const parsed = projectModelSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, "bad_response", parsed.error.message));
    };
    xhr.onerror = () => reject(new ApiError(0, "network", "network error"));
    xhr.onabort = () => reject(new DOMException("Upload aborted", "AbortError"));
    if (signal?.aborted) {
      reject(new DOMException("Upload aborted", "AbortError"));
      return;
    }
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
