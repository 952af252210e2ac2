/** @module How log values look in the table and the panel. */

const METHOD_CLASSES: Record<string, string> = {
  get: "label-get",
  post: "label-post",
  patch: "label-patch",
  put: "label-patch",
  delete: "label-delete",
};

/** The label class of a method (coloured for get, post, patch and delete). */
export function methodClass(method: string): string {
  return `label ${METHOD_CLASSES[method.toLowerCase()] ?? "label-other"}`;
}

/** Whether the log meta carries an error message or error data. */
export function hasLogError(meta: Record<string, unknown> | null | undefined): boolean {
  if (!meta) return false;
  const isSet = (value: unknown) =>
    value !== undefined &&
    value !== null &&
    value !== "" &&
    !(typeof value === "object" && Object.keys(value as object).length === 0);
  return isSet(meta.errorMessage) || isSet(meta.errorData);
}

/** Meta as indented JSON, or "" when it is empty. */
export function formatMeta(meta: Record<string, unknown> | null | undefined): string {
  if (!meta || Object.keys(meta).length === 0) return "";
  return JSON.stringify(meta, null, 2);
}

/** Whether an API error is the server refusing the filter (a real 400), not a network failure (status 0). */
export function isFilterError(err: unknown): boolean {
  return (err as { status?: unknown } | null)?.status === 400;
}

/** The label class of a v0.20+ level: error and above in red, warn in amber, info in blue, debug plain. */
export function levelClass(level: number): string {
  if (level >= 8) return "label label-danger";
  if (level >= 4) return "label label-warn";
  if (level >= 0) return "label label-info";
  return "label";
}

/**
 * Whether an entry is a request: always on v0.18 (request logs only); on v0.20+, where an app's own
 * log lines sit beside them, the ones with a method.
 */
export function isRequestLog(log: { method: string; level?: number }): boolean {
  return log.level === undefined || log.method !== "";
}
