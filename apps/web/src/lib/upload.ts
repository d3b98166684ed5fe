import type { ServiceName } from "@rewards/contracts";
import type { z } from "zod";
import { answeredFailure, apiUrl, requestHeaders } from "./api";
import { ApiError } from "./api-error";

/** How far an upload has gone, 0 to 1; null while the browser cannot tell (no length yet). */
export type UploadProgress = (fraction: number | null) => void;

/**
 * A multipart upload that reports its progress, for files a member waits on (videos, ID
 * documents, portfolio images). `fetch` cannot report how much of a body it has sent, so this one
 * call goes through XMLHttpRequest; answers and failures read as `callApi`'s do.
 */
export function uploadWithProgress<T extends z.ZodType>(
  service: ServiceName,
  path: string,
  body: FormData,
  onProgress: UploadProgress,
  { method = "POST", signal }: { method?: string; signal?: AbortSignal } = {},
): Promise<z.output<T>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, apiUrl(service, path));
    request.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders(method))) request.setRequestHeader(name, value);
    request.responseType = "json";
    request.upload.onprogress = (event) => onProgress(event.lengthComputable ? event.loaded / event.total : null);
    request.onload = () => {
      const json: unknown = request.response;
      if (request.status >= 200 && request.status < 300 && json !== null && typeof json === "object") {
        onProgress(1);
        resolve(json as z.output<T>);
        return;
      }
      reject(answeredFailure(json, request.status, request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, "network_error", "Network Error"));
    request.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
