/** The shape of one differential case: a request (or a short script) sent alike to both servers. */

/** What a server answered, in the form both servers' answers are compared in. */
export interface Observed {
  status: number;
  contentType: string;
  /** The Content-Disposition header, when the answer has one (file downloads). */
  disposition?: string;
  /** Parsed JSON, the text, a byte digest, or image facts, by the case's `compare`. */
  body: unknown;
}

/** One server under test, with what earlier cases of its group saved. */
export interface ServerUnderTest {
  label: "pbdeck" | "pocketbase";
  url: string;
  dataDir: string;
  /** Values saved by earlier cases (tokens, file names, client ids), per server since they differ. */
  vars: Map<string, unknown>;
}

export type Auth = "admin" | "user1" | "user2" | "user3" | "client" | "nologin";

type PerServer<T> = T | ((server: ServerUnderTest) => T);

export interface DiffCase {
  name: string;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "HEAD";
  url?: PerServer<string>;
  /** A fixture token, or a function returning a raw token (e.g. one saved by a sign-in case). */
  auth?: Auth | ((server: ServerUnderTest) => string);
  json?: PerServer<unknown>;
  /** A multipart body; a function so each server gets its own FormData. */
  form?: (server: ServerUnderTest) => FormData;
  headers?: Record<string, string>;
  /** How the body is compared: JSON (default), text, exact bytes, or an image's format and size. */
  compare?: "json" | "text" | "bytes" | "image";
  /** A script instead of one request, for flows (realtime, backups) that need several steps. */
  run?: (server: ServerUnderTest) => Promise<Observed>;
  /** Keeps something from the answer (per server) for later cases. */
  save?: (observed: Observed, server: ServerUnderTest) => void;
  /** Why this case has an accepted difference; `adjust` is the normalisation that lets it pass. */
  accept?: string;
  /** Applied to both servers' answers after the common normalisation (with `accept`). */
  adjust?: (observed: Observed) => Observed;
}

export interface DiffGroup {
  name: string;
  /** Runs on each server before the group's cases (e.g. pointing SMTP at the test peer). */
  setup?: (server: ServerUnderTest) => Promise<void>;
  /** Runs once after the group (e.g. closing a peer the setup started). */
  teardown?: () => Promise<void>;
  cases: DiffCase[];
}
