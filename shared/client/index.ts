/** @module The one typed way to the API: the official SDK plus typed models and app helpers. */
import PocketBase, { type BaseAuthStore, ClientResponseError } from "pocketbase";
import type { Admin, Collection, ListResult, RecordModel } from "../models.ts";

export type { Admin, Collection, ListResult, RecordModel };
/** The SDK's error for a failed request (`status`, `response` with the error envelope, `isAbort`). */
export { ClientResponseError };

export interface ClientOptions {
  /**
   * The SDK cancels a pending request when an identical one starts (right for a page that reloads a
   * list); the TUI and the CLI poll and refresh side by side and turn it off.
   */
  autoCancel?: boolean;
  /** Aborts every request of this client (e.g. a time limit per backend); with autoCancel off. */
  signal?: AbortSignal;
}

/** An SDK instance with pbdeck's helpers beside it. */
export interface Client {
  /** The official SDK instance (services: admins, collections, collection(name), files, ...). */
  readonly pb: PocketBase;
  /** Whether the stored auth is a valid admin session. */
  isAdmin(): boolean;
  /** The signed-in admin, if any. */
  currentAdmin(): Admin | null;
}

/**
 * Creates a client for a backend URL (`http://127.0.0.1:8090`, or `/` from the console).
 * @example const { pb } = createClient("http://127.0.0.1:8090"); await pb.admins.authWithPassword(email, password);
 */
export function createClient(
  baseUrl: string,
  authStore?: BaseAuthStore,
  options: ClientOptions = {},
): Client {
  const pb = new PocketBase(baseUrl, authStore);
  if (options.autoCancel === false) pb.autoCancellation(false);
  const { signal } = options;
  // the SDK's own hook: each request gets the signal unless it brings one
  if (signal) pb.beforeSend = (url, sendOptions) => ({ url, options: { signal, ...sendOptions } });
  return {
    pb,
    isAdmin: () => pb.authStore.isValid && pb.authStore.isAdmin,
    currentAdmin: () => (pb.authStore.isAdmin ? (pb.authStore.model as unknown as Admin) : null),
  };
}
