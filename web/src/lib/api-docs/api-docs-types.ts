/** @module Shapes of the API docs panel: one endpoint description per tab. */

/** The tabs of the API docs panel, in display order. */
export type ApiDocsTabId =
  | "list"
  | "view"
  | "create"
  | "update"
  | "delete"
  | "realtime"
  | "auth-with-password"
  | "auth-with-oauth2"
  | "auth-refresh"
  | "request-verification"
  | "confirm-verification"
  | "request-password-reset"
  | "confirm-password-reset"
  | "request-email-change"
  | "confirm-email-change"
  | "auth-methods"
  | "list-external-auths"
  | "unlink-external-auth";

export interface ApiDocsTab {
  id: ApiDocsTabId;
  label: string;
}

/** One documented parameter (path, query or body). */
export interface ApiDocsParam {
  name: string;
  /** Human type, e.g. `String`, `Number`, `Array<String>`, `File`. */
  type: string;
  required: boolean;
  description: string;
}

/** Who may call an endpoint. */
export interface ApiDocsAccess {
  kind: "admins" | "everyone" | "rule" | "record" | "owner";
  /** One sentence for people. */
  summary: string;
  /** The rule expression when `kind` is `rule`. */
  rule?: string;
}

/** One example response (or event payload). */
export interface ApiDocsResponse {
  /** The HTTP status; 0 for a realtime event. */
  status: number;
  /** Tab label: `200`, `404`, `Event`... */
  label: string;
  /** JSON body; `null` for 204 responses. */
  body: unknown;
}

/** Everything one tab of the panel shows. */
export interface ApiDocsEndpoint {
  id: ApiDocsTabId;
  label: string;
  /** HTTP method, or `SSE` for the realtime stream. */
  method: "GET" | "POST" | "PATCH" | "DELETE" | "SSE";
  path: string;
  description: string;
  access: ApiDocsAccess;
  pathParams: ApiDocsParam[];
  queryParams: ApiDocsParam[];
  bodyParams: ApiDocsParam[];
  /** Heading of the body parameters when they are not a request body (realtime topics). */
  bodyTitle?: string;
  /** Short notes under the body parameters (multipart, modifiers...). */
  bodyNotes: string[];
  /** JavaScript SDK example. */
  example: string;
  responses: ApiDocsResponse[];
}
