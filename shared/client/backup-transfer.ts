/** @module Moving backup archives: downloads (file token) and uploads with progress. */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";

/** A backup being downloaded: its content as a stream and its size when the server sent it. */
export interface BackupDownload {
  stream: ReadableStream<Uint8Array>;
  size: number | null;
}

/** Called while bytes move: `sent` so far of `total` (total is 0 when unknown). */
export type ProgressCallback = (sent: number, total: number) => void;

/**
 * The download address of a backup, with a fresh admin file token (valid for a short time).
 * @throws ClientResponseError when no file token can be had (not an admin).
 */
export async function backupDownloadUrl(pb: PocketBase, key: string): Promise<string> {
  const token = await pb.files.getToken({ requestKey: null });
  return pb.backups.getDownloadUrl(token, key);
}

async function errorFromResponse(url: string, response: Response): Promise<ClientResponseError> {
  let data: unknown = {};
  try {
    data = await response.json();
  } catch {
    // not JSON: keep the status only
  }
  return new ClientResponseError({ url, status: response.status, data });
}

function counting(total: number, onProgress?: ProgressCallback): TransformStream<Uint8Array, Uint8Array> {
  let sent = 0;
  return new TransformStream({
    transform(chunk, controller) {
      sent += chunk.byteLength;
      onProgress?.(sent, total);
      controller.enqueue(chunk);
    },
  });
}

/**
 * Streams a backup from the server.
 * @throws ClientResponseError for an unknown key (400) or a missing admin session.
 */
export async function downloadBackup(
  pb: PocketBase,
  key: string,
  onProgress?: ProgressCallback,
): Promise<BackupDownload> {
  const url = await backupDownloadUrl(pb, key);
  const response = await fetch(url);
  if (!response.ok || !response.body) throw await errorFromResponse(url, response);
  const length = Number(response.headers.get("content-length"));
  const size = Number.isFinite(length) && length > 0 ? length : null;
  const stream = onProgress ? response.body.pipeThrough(counting(size ?? 0, onProgress)) : response.body;
  return { stream, size };
}

function fileNameOf(file: Blob): string {
  return typeof (file as File).name === "string" && (file as File).name !== ""
    ? (file as File).name
    : "backup.zip";
}

/** A fetch for the SDK that sends through XMLHttpRequest, for its upload progress; honours the abort signal. */
function progressFetch(onProgress: ProgressCallback | undefined, size: number) {
  return (url: RequestInfo | URL, config: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(config.method ?? "POST", String(url));
      for (const [name, value] of Object.entries((config.headers ?? {}) as Record<string, string>))
        xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) =>
        onProgress?.(event.loaded, event.lengthComputable ? event.total : size);
      const abort = () => xhr.abort();
      config.signal?.addEventListener("abort", abort, { once: true });
      xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
      xhr.onerror = () => reject(new TypeError("The upload failed (network error)."));
      xhr.onload = () => {
        config.signal?.removeEventListener("abort", abort);
        const empty = xhr.status === 204 || xhr.responseText === "";
        resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status }));
      };
      if (config.signal?.aborted) return abort();
      xhr.send(config.body as XMLHttpRequestBodyInit);
    });
}

// through the SDK, so its cancel key (`pb.cancelRequest`, `cancelAllRequests` on sign-out) stops the upload
async function uploadWithXhr(
  pb: PocketBase,
  file: Blob,
  onProgress: ProgressCallback | undefined,
  requestKey: string,
): Promise<void> {
  const form = new FormData();
  form.append("file", file, fileNameOf(file));
  await pb.backups.upload(form, { requestKey, fetch: progressFetch(onProgress, file.size) });
}

async function uploadWithFetch(pb: PocketBase, file: Blob, onProgress?: ProgressCallback): Promise<void> {
  const url = pb.buildUrl("/api/backups/upload");
  const boundary = `pbdeck${crypto.randomUUID().replaceAll("-", "")}`;
  const name = fileNameOf(file)
    .replaceAll('"', "%22")
    .replace(/[\r\n]/g, " ");
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${file.type || "application/zip"}\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const total = head.byteLength + file.size + tail.byteLength;
  const parts = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(head);
      const reader = file.stream().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        controller.enqueue(value);
      }
      controller.enqueue(tail);
      controller.close();
    },
  });
  const headers: Record<string, string> = {
    "Content-Type": `multipart/form-data; boundary=${boundary}`,
    "Content-Length": String(total),
  };
  if (pb.authStore.token) headers.Authorization = pb.authStore.token;
  const response = await fetch(url, {
    method: "POST",
    headers,
    body: parts.pipeThrough(counting(total, onProgress)),
    duplex: "half",
  } as RequestInit);
  if (!response.ok) throw await errorFromResponse(url, response);
  await response.body?.cancel();
}

/** The upload's fixed cancel key: a new upload cancels the previous one, as does `pb.cancelRequest` with it. */
export const BACKUP_UPLOAD_KEY = "backupUpload";

/**
 * Uploads a backup archive under its file name (`file.name`, else `backup.zip`), reporting progress:
 * XMLHttpRequest in the browser (through the SDK, under `requestKey`), a streamed fetch body elsewhere.
 * @throws ClientResponseError 400 (with a `file` error) for a non-zip file or a taken name;
 * one with `isAbort` when cancelled in the browser.
 */
export function uploadBackup(
  pb: PocketBase,
  file: Blob,
  onProgress?: ProgressCallback,
  requestKey = BACKUP_UPLOAD_KEY,
): Promise<void> {
  if (typeof XMLHttpRequest !== "undefined") return uploadWithXhr(pb, file, onProgress, requestKey);
  return uploadWithFetch(pb, file, onProgress);
}
