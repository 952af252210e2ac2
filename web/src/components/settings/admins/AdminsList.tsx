import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import type { Admin } from "../../../../../shared/models.ts";
import {
  normalizeSearchFilter,
  resolveSort,
  toggleSort,
} from "../../../../../shared/records/search-filter.ts";
import { replaceHashQuery } from "../../../lib/navigate.ts";
import { useOwnSearch } from "../../../lib/use-own-search.ts";
import { $admin } from "../../../stores/auth.ts";
import { admins as adminsOfBackend } from "../../../stores/connection.ts";
import {
  $admins,
  $adminsFilterError,
  $adminsLoading,
  $adminsPage,
  $adminsTotal,
  ADMIN_SEARCH_FIELDS,
  loadAdmins,
} from "../../../stores/settings/settings-admins.ts";
import { Icon } from "../../base/Icon.tsx";
import { AdminSearchBar } from "./AdminSearchBar.tsx";
import { AdminsTable } from "./AdminsTable.tsx";
import { AdminUpsertPanel } from "./AdminUpsertPanel.tsx";

/** The admins list: search and sort (kept in the URL), load more, and the admin panel. */
export function AdminsList() {
  const params = useOwnSearch("/settings/admins");
  const rawFilter = params.get("filter") ?? "";
  const sort = resolveSort(params.get("sort"), ADMIN_SEARCH_FIELDS);
  const filter = useMemo(() => normalizeSearchFilter(rawFilter, ADMIN_SEARCH_FIELDS), [rawFilter]);
  const admins = useStore($admins);
  const total = useStore($adminsTotal);
  const page = useStore($adminsPage);
  const loading = useStore($adminsLoading);
  const filterError = useStore($adminsFilterError);
  const me = useStore($admin);
  const { noun, hasAvatar } = adminsOfBackend();
  const [panel, setPanel] = useState<{ open: boolean; admin: Admin | null }>({ open: false, admin: null });

  useEffect(() => {
    void loadAdmins(filter, sort, 1);
  }, [filter, sort]);

  const reload = () => void loadAdmins(filter, sort, 1);
  return (
    <>
      <div className="admins-toolbar">
        <AdminSearchBar
          value={rawFilter}
          error={filterError}
          onSubmit={(text) => replaceHashQuery({ filter: text })}
        />
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setPanel({ open: true, admin: null })}
        >
          <Icon name="plus" size={16} />
          New {noun}
        </button>
      </div>
      <div className="table-wrapper" aria-busy={loading}>
        <AdminsTable
          admins={admins}
          withAvatar={hasAvatar}
          currentId={me?.id ?? ""}
          sort={sort}
          onSort={(field) => replaceHashQuery({ sort: toggleSort(sort, field) })}
          onOpen={(admin) => setPanel({ open: true, admin })}
        />
        {loading && admins.length === 0 && (
          <div className="state-panel" aria-busy="true">
            <span className="spinner" />
          </div>
        )}
        {!loading && admins.length === 0 && (
          <div className="state-panel">
            <p>No {noun}s found.</p>
            {rawFilter && (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => replaceHashQuery({ filter: "" })}
              >
                Clear filters
              </button>
            )}
          </div>
        )}
        {admins.length < total && (
          <div className="center load-more">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={loading}
              onClick={() => void loadAdmins(filter, sort, page + 1)}
            >
              Load more
            </button>
          </div>
        )}
      </div>
      <p className="muted admins-count">
        Showing {admins.length} of {total}
      </p>
      <AdminUpsertPanel
        open={panel.open}
        admin={panel.admin}
        onClose={() => setPanel((p) => ({ ...p, open: false }))}
        onSaved={reload}
      />
    </>
  );
}
