/** @module Admins on PocketBase v0.18–v0.22: the `/api/admins` routes, through the SDK's admins service. */
import type PocketBase from "pocketbase";
import type { AdminsApi } from "../admins-api.ts";
import { adminsOverCrud } from "../admins-crud.ts";

/** The admins of a v0.18–v0.22 server. */
export function adminsV018(pb: PocketBase): AdminsApi {
  return adminsOverCrud(pb.admins);
}
