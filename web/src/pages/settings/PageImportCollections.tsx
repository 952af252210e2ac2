import { CollectionsImport } from "../../components/settings/export-import/CollectionsImport.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";
import "../../styles/export-import.css";

/** Settings > Import collections. */
export default function PageImportCollections() {
  return (
    <SettingsLayout title="Import collections">
      <CollectionsImport />
    </SettingsLayout>
  );
}
