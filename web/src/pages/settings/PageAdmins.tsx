import { AdminsList } from "../../components/settings/admins/AdminsList.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";
import { backendFeatures } from "../../stores/connection.ts";

/** Admins (v0.23+: superusers): list, search, sort and the admin panel. */
export default function PageAdmins() {
  return (
    <SettingsLayout title={backendFeatures().superusers ? "Superusers" : "Admins"}>
      <AdminsList />
    </SettingsLayout>
  );
}
