import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import type { RuleKey } from "../../lib/collections/collection-form.ts";
import { rulesOverviewRows } from "../../lib/rules-overview/rules-overview.ts";
import { $collections, $collectionsLoaded } from "../../stores/collections.ts";
import { LoadingPanel } from "../base/LoadingPanel.tsx";
import { openCollectionEditor } from "../collections/open-collection-editor.ts";
import { RulesOverviewTable } from "./RulesOverviewTable.tsx";

/** The security review before launch: every collection's API rules, public ones easy to find. */
export function RulesOverview() {
  const collections = useStore($collections);
  const loaded = useStore($collectionsLoaded);
  const [publicOnly, setPublicOnly] = useState(false);
  const [search, setSearch] = useState("");
  const rows = useMemo(
    () => rulesOverviewRows(collections, { publicOnly, search }),
    [collections, publicOnly, search],
  );
  const publicRules = useMemo(
    () => rulesOverviewRows(collections).reduce((sum, row) => sum + row.publicCount, 0),
    [collections],
  );

  function open(collectionId: string, rule: RuleKey) {
    const collection = collections.find((c) => c.id === collectionId);
    if (collection) openCollectionEditor(collection, { tab: "rules", rule });
  }

  return (
    <div className="rules-overview">
      <p className="rules-overview-legend">
        <span className="rule-mark rule-mark-public">
          <span className="rule-mark-dot" aria-hidden="true" />
          Public
        </span>{" "}
        anyone, even without signing in (the rule is empty) ·{" "}
        <span className="rule-mark rule-mark-conditional">
          <span className="rule-mark-dot" aria-hidden="true" />
          Conditional
        </span>{" "}
        a filter decides ·{" "}
        <span className="rule-mark rule-mark-admin">
          <span className="rule-mark-dot" aria-hidden="true" />
          Admins only
        </span>{" "}
        the rule is locked
      </p>
      <div className="rules-overview-tools">
        <input
          className="input"
          type="search"
          placeholder="Search collections..."
          aria-label="Search collections by name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <label className="switch">
          <input type="checkbox" checked={publicOnly} onChange={(e) => setPublicOnly(e.target.checked)} />
          Public only
        </label>
        <span className="rules-overview-count" role="status">
          {collections.length} collections, {publicRules} public {publicRules === 1 ? "rule" : "rules"}
        </span>
      </div>
      <LoadingPanel
        loading={!loaded}
        empty={rows.length === 0}
        emptyContent={publicOnly ? "No collection has a public rule." : "No collections found."}
      >
        <RulesOverviewTable rows={rows} onOpen={open} />
      </LoadingPanel>
    </div>
  );
}
