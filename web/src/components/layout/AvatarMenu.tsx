import { useStore } from "@nanostores/react";
import { navigate } from "../../lib/navigate.ts";
import { $admin, logout } from "../../stores/auth.ts";
import { backendFeatures } from "../../stores/connection.ts";
import { Dropdown } from "../base/Dropdown.tsx";

/** The admin avatar (picked by the admin's avatar number) with Manage admins and Logout. */
export function AvatarMenu() {
  const admin = useStore($admin);
  const avatar = Math.min(9, Math.max(0, admin?.avatar ?? 0));
  return (
    <Dropdown
      className="avatar-menu"
      align="left"
      label={admin?.email ? `Account ${admin.email}` : "Account"}
      triggerClassName={`avatar avatar-${avatar}`}
      trigger={<span aria-hidden="true">{(admin?.email ?? "?").slice(0, 1).toUpperCase()}</span>}
    >
      {(close) => (
        <>
          <button
            type="button"
            className="dropdown-item"
            role="menuitem"
            onClick={() => {
              close();
              navigate("/settings/admins");
            }}
          >
            Manage {backendFeatures().adminsLabel.toLowerCase()}
          </button>
          <button
            type="button"
            className="dropdown-item"
            role="menuitem"
            onClick={() => {
              close();
              logout();
            }}
          >
            Logout
          </button>
        </>
      )}
    </Dropdown>
  );
}
