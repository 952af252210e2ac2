/**
 * @module The SDK CRUD service behind the admins of a generation, for a screen that pages, filters
 * and sorts them itself (the console's Admins/Superusers list): `/api/admins` up to v0.22, the
 * `_superusers` records from v0.23, with the installer's hidden record filtered out there.
 */
import type PocketBase from "pocketbase";
import type { CrudService } from "pocketbase";
import type { ApiGeneration } from "../api-generation.ts";
import { INSTALLER_EMAIL, SUPERUSERS } from "./v023/admins.ts";

export interface AdminsService {
  // biome-ignore lint/suspicious/noExplicitAny: the admins and records services differ only in their model type
  service: CrudService<any>;
  /** Joins a list filter with the generation's own condition (v0.23+: not the installer record). */
  filter(userFilter: string): string;
  /** Whether admins have an avatar (0–9): v0.18–v0.22 only. */
  hasAvatar: boolean;
  /** What the server calls them: `admin` up to v0.22, `superuser` from v0.23. */
  noun: "admin" | "superuser";
  /** Emails a password reset link (the server answers alike for an unknown email). */
  requestPasswordReset(email: string): Promise<void>;
}

/** The admins service of a `generation` server. */
export function adminsService(pb: PocketBase, generation: ApiGeneration): AdminsService {
  if (generation !== "v0.23+") {
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
