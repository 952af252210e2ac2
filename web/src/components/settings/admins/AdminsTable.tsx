import type { Admin } from "../../../../../shared/models.ts";
import { sortField } from "../../../../../shared/records/search-filter.ts";
import { shortDate } from "../../../lib/format.ts";
import { Icon } from "../../base/Icon.tsx";

const COLUMNS = ["id", "email", "created", "updated"] as const;

export interface AdminsTableProps {
  admins: Admin[];
  /** Avatars are v0.18–v0.22 admins' only (superusers have none). */
  withAvatar: boolean;
  currentId: string;
  sort: string;
  onSort: (field: string) => void;
  onOpen: (admin: Admin) => void;
}

/**
 * The admins table (presentational): avatar, id with the 'You' marker, email, dates; sortable headers.
 * A click anywhere in a row, or Enter on a focused row, opens the admin (as the records table does).
 */
export function AdminsTable({ admins, withAvatar, currentId, sort, onSort, onOpen }: AdminsTableProps) {
  const sortedBy = sortField(sort);
  const desc = sort.startsWith("-");
  return (
    <table className="table admins-table">
      <thead>
        <tr>
          {withAvatar && (
            <th className="col-avatar">
              <span className="visually-hidden">Avatar</span>
            </th>
          )}
          {COLUMNS.map((column) => (
            <th
              key={column}
              className="col-sort"
              aria-sort={sortedBy === column ? (desc ? "descending" : "ascending") : "none"}
            >
              <button type="button" className="sort-button" onClick={() => onSort(column)}>
                {column}
                {sortedBy === column && <Icon name={desc ? "sortDown" : "sortUp"} size={14} />}
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {admins.map((admin) => (
          <tr
            key={admin.id}
            className="row-link"
            tabIndex={0}
            onClick={() => onOpen(admin)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && e.target === e.currentTarget) onOpen(admin);
            }}
          >
            {withAvatar && (
              <td className="col-avatar">
                <span
                  className={`avatar avatar-${Math.min(9, Math.max(0, admin.avatar ?? 0))}`}
                  aria-hidden="true"
                />
              </td>
            )}
            <td className="txt-mono">
              {admin.id}
              {admin.id === currentId && <span className="label label-info admin-you">You</span>}
            </td>
            <td>{admin.email}</td>
            <td className="txt-mono">{shortDate(admin.created)}</td>
            <td className="txt-mono">{shortDate(admin.updated)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
