import { AdminsList } from "../../components/settings/admins/AdminsList.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Admins: list, search, sort and the admin panel. */
export default function PageAdmins() {
  return (
    <SettingsLayout title="Admins">
      <AdminsList />
    </SettingsLayout>
  );
}
