/**
 * @module The SDK CRUD service behind the admins of a generation (`v018/admins.ts`: `/api/admins` up
 * to v0.22; `v023/admins.ts`: the `_superusers` records from v0.23, the installer's hidden record
 * filtered out). The console's Admins/Superusers list pages, filters and sorts through it itself;
 * the commands and the TUI take the `AdminsApi` built over it (`admins-crud.ts`).
 */
import type PocketBase from "pocketbase";
import type { CrudService } from "pocketbase";
import type { ApiGeneration } from "../api-generation.ts";
import { adminsServiceV018 } from "./v018/admins.ts";
import { adminsServiceV023 } from "./v023/admins.ts";

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
  return generation === "v0.23+" ? adminsServiceV023(pb) : adminsServiceV018(pb);
}
