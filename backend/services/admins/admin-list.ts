/** @module Paginated, filtered and sorted list of admins (http-api §1.10, §3.2.5). */
import type { Admin, ListResult } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest } from "../../errors.ts";
import { type ListQuery, listPlainTable } from "../common/list-query.ts";
import { exportAdmin, toAdminRow } from "./admin-store.ts";

/** Identifiers allowed in the admins `filter` and `sort`. */
export const adminListColumns = ["id", "created", "updated", "name", "email"] as const;

/**
 * One page of admins.
 * @throws ApiError 400 (default message) when the filter or sort does not compile or run.
 */
export function listAdmins(backend: Backend, query: ListQuery): ListResult<Admin> {
  try {
    return listPlainTable(
      {
        db: backend.db,
        table: "_admins",
        columns: adminListColumns,
        mapRow: (row) => exportAdmin(toAdminRow(row)),
      },
      query,
    );
  } catch {
    throw badRequest();
  }
}
