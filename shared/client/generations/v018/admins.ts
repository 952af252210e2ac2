/** @module Admins on PocketBase v0.18–v0.22: the `/api/admins` routes, through the SDK's admins service. */
import type PocketBase from "pocketbase";
import type { AdminsApi } from "../admins-api.ts";
import { adminsOverCrud } from "../admins-crud.ts";
import type { AdminsService } from "../admins-service.ts";

/** The SDK service of a v0.18–v0.22 server's admins. */
export function adminsServiceV018(pb: PocketBase): AdminsService {
  return {
    service: pb.admins,
    filter: (f) => f,
    hasAvatar: true,
    noun: "admin",
    requestPasswordReset: async (email) => {
      await pb.admins.requestPasswordReset(email, { requestKey: null });
    },
  };
}

/** The admins of a v0.18–v0.22 server. */
export function adminsV018(pb: PocketBase): AdminsApi {
  return adminsOverCrud(adminsServiceV018(pb));
}
