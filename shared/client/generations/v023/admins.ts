/**
 * @module Admins on PocketBase v0.23+: records of the `_superusers` auth collection. The server keeps
 * a hidden installer record while no superuser exists; it is nobody's account, so lists leave it out.
 */
import type PocketBase from "pocketbase";
import type { AdminsApi } from "../admins-api.ts";
import { adminsOverCrud } from "../admins-crud.ts";
import type { AdminsService } from "../admins-service.ts";

/** The `_superusers` collection of v0.23 and newer. */
export const SUPERUSERS = "_superusers";
/** The email of the installer's placeholder superuser (deleted once a real one is created). */
export const INSTALLER_EMAIL = "__pbinstaller@example.com";

/** The SDK service of a v0.23+ server's superusers, the installer's record filtered out. */
export function adminsServiceV023(pb: PocketBase): AdminsService {
  const notInstaller = `email != ${JSON.stringify(INSTALLER_EMAIL)}`;
  return {
    service: pb.collection(SUPERUSERS),
    filter: (f) => (f.trim() ? `(${f}) && ${notInstaller}` : notInstaller),
    hasAvatar: false,
    noun: "superuser",
    // the mailed link opens `/_/#/auth/confirm-password-reset/TOKEN`, a record's reset page
    requestPasswordReset: async (email) => {
      await pb.collection(SUPERUSERS).requestPasswordReset(email, { requestKey: null });
    },
  };
}

/** The superusers of a v0.23+ server, as admins. */
export function adminsV023(pb: PocketBase): AdminsApi {
  return adminsOverCrud(adminsServiceV023(pb));
}
