import { CollectionsOverviewLayout } from "../components/collections/CollectionsOverviewLayout.tsx";
import { RulesOverview } from "../components/rules-overview/RulesOverview.tsx";
import "../styles/rules-overview.css";

/** Collections > API rules overview. */
export default function PageRulesOverview() {
  return (
    <CollectionsOverviewLayout title="API rules overview">
      <RulesOverview />
    </CollectionsOverviewLayout>
  );
}
