import { CollectionsExport } from "../../components/settings/export-import/CollectionsExport.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";
import "../../styles/export-import.css";

/** Settings > Export collections. */
export default function PageExportCollections() {
  return (
    <SettingsLayout title="Export collections">
      <CollectionsExport />
    </SettingsLayout>
  );
}
