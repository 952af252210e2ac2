/** @module POST /api/realtime (http-api §3.7.2): the subscription form, its checks, and binding the caller. */
import type { FieldErrors } from "../../../shared/models.ts";
import { badRequest, fieldError, forbidden, notFound, validationFailed } from "../../errors.ts";
import type { RequestAuth } from "../common/caller.ts";
import type { ParsedBody } from "../common/submitted-body.ts";
import type { RealtimeHub } from "./realtime-hub.ts";

/** The submitted form. */
export interface SubscribeInput {
  clientId: string;
  subscriptions: string[];
}

const missingClient = "Missing or invalid client id.";
const authMismatch = "The current and the previous request authorization don't match.";

/**
 * Binds a parsed body the way Go binds it into `{clientId string; subscriptions []string}`.
 * @throws ApiError 400 (generic message, no data) for a value of the wrong JSON type
 */
export function bindSubscribeInput(body: ParsedBody): SubscribeInput {
  if (body.kind !== "json") {
    return { clientId: body.fields.clientId?.[0] ?? "", subscriptions: body.fields.subscriptions ?? [] };
  }
  const json = body.json;
  if (json === null) return { clientId: "", subscriptions: [] };
  if (typeof json !== "object" || Array.isArray(json)) throw badRequest();
  const raw = json as Record<string, unknown>;
  const clientId = raw.clientId ?? "";
  const subscriptions = raw.subscriptions ?? [];
  if (typeof clientId !== "string") throw badRequest();
  if (!Array.isArray(subscriptions) || !subscriptions.every((topic) => typeof topic === "string"))
    throw badRequest();
  return { clientId, subscriptions };
}

/**
 * Checks the form: clientId is required and 1–255 characters long.
 * @throws ApiError 400 with the field errors
 */
export function validateSubscribeInput(input: SubscribeInput): void {
  const errors: FieldErrors = {};
  const length = [...input.clientId].length;
  if (length === 0) errors.clientId = fieldError("validation_required", "Cannot be blank.");
  else if (length > 255)
    errors.clientId = fieldError("validation_length_out_of_range", "The length must be between 1 and 255.");
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** A stable key of a caller ("" for guests). */
export function identityKey(auth: RequestAuth): string {
  if (auth.admin) return `admin:${auth.admin.id}`;
  if (auth.record) return `record:${auth.record.collection.id}:${String(auth.record.values.id)}`;
  return "";
}

/**
 * Replaces the subscriptions of a client and binds `auth` to it.
 * @throws ApiError 404 for an unknown client, 403 when the client was bound to another identity
 */
export function applySubscriptions(hub: RealtimeHub, input: SubscribeInput, auth: RequestAuth): void {
  const client = hub.find(input.clientId);
  if (!client?.isOpen) throw notFound(missingClient);
  const previous = identityKey(client.auth);
  if (previous !== "" && previous !== identityKey(auth)) throw forbidden(authMismatch);
  client.auth = auth;
  client.subscribe(input.subscriptions);
}
