/**
 * @module Collections tab: the collections with type, field and record counts; export to a file;
 * import from a file after a coloured review and confirmation.
 */
import { Box, Text } from "ink";
import { useEffect, useState } from "react";
import { plural } from "../../shared/plural.ts";
import { countImportImpact, type ImportImpact } from "../../shared/schema/import-impact.ts";
import { useBodySize } from "../app/use-body-size.ts";
import { useClient } from "../app/use-client.ts";
import { useGenerationApi } from "../app/use-generation-api.ts";
import { useKeys } from "../app/use-keys.ts";
import type { ViewProps } from "../app/views.ts";
import { apiErrorMessage, apiFieldErrors, isAbortError } from "../common/api-error.ts";
import { ConfirmPrompt } from "../common/ConfirmPrompt.tsx";
import { FieldsForm } from "../common/FieldsForm.tsx";
import { Notice, type NoticeState } from "../common/Notice.tsx";
import { CollectionsTable } from "./CollectionsTable.tsx";
import { exportToFile, type ImportPlan, planDiff, planImport } from "./collections-io.ts";
import { deletionNames, diffLines } from "./diff-lines.ts";
import { ImportReview } from "./ImportReview.tsx";
import { useCollectionSummaries } from "./use-collection-summaries.ts";

type Mode =
  | { kind: "idle" | "export" | "import" }
  | { kind: "busy"; text: string }
  | { kind: "review"; plan: ImportPlan; confirming: boolean };

export function CollectionsView({ active }: ViewProps) {
  const client = useClient();
  const pb = client.pb;
  const { collections } = useGenerationApi();
  const { width, height } = useBodySize();
  const [mode, setMode] = useState<Mode>({ kind: "idle" });
  const [deleteMissing, setDeleteMissing] = useState(true);
  // counted for one plan and one deleteMissing choice; stale counts are never shown
  const [counted, setCounted] = useState<{
    plan: ImportPlan;
    deleteMissing: boolean;
    impact: ImportImpact;
  } | null>(null);
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [listKey, setListKey] = useState(0);
  const [listOffset, setListOffset] = useState(0);
  const summaries = useCollectionSummaries(client, listKey);
  // the list's rows: the frame's other lines are the header, the more-line, three of text and a notice
  const listHeight = Math.max(3, height - 6);
  const listLast = Math.max(0, (summaries.rows?.length ?? 0) - listHeight);

  const plan = mode.kind === "review" ? mode.plan : null;
  const impact =
    counted && counted.plan === plan && counted.deleteMissing === deleteMissing ? counted.impact : null;
  // compared in the server's format; with "delete missing" off what the file leaves out is kept and named
  const comparison = plan ? planDiff(plan, collections.format, deleteMissing) : null;
  const diff = comparison?.diff ?? null;
  const kept = comparison?.kept ?? [];
  const lines = diff ? diffLines(diff, impact, kept) : [];
  const reviewHeight = Math.max(3, height - 4);

  // the review's counts follow the plan and the deleteMissing choice
  useEffect(() => {
    if (!plan) return;
    let live = true;
    countImportImpact(pb, planDiff(plan, collections.format, deleteMissing).diff).then(
      (result) => live && setCounted({ plan, deleteMissing, impact: result }),
      (err) => live && !isAbortError(err) && setNotice({ kind: "error", text: apiErrorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [pb, collections, plan, deleteMissing]);

  const doImport = (review: ImportPlan) => {
    setMode({ kind: "busy", text: "Importing…" });
    const { payload } = planDiff(review, collections.format, deleteMissing);
    collections.import(payload, deleteMissing).then(
      () => {
        setMode({ kind: "idle" });
        setListKey((k) => k + 1);
        setNotice({ kind: "success", text: "Successfully imported collections configuration." });
      },
      (err) => {
        setMode({ kind: "review", plan: review, confirming: false });
        // the import's field errors name the cause (an index on a deleted field, a bad rule...)
        const details = Object.entries(apiFieldErrors(err)).map(([path, message]) => `${path}: ${message}`);
        setNotice({ kind: "error", text: [apiErrorMessage(err), ...details].join(" ") });
      },
    );
  };

  useKeys(
    (input, key) => {
      if (mode.kind === "idle") {
        if (input === "x") setMode({ kind: "export" });
        else if (input === "i") setMode({ kind: "import" });
        else if (input === "m") setDeleteMissing((d) => !d);
        else if (key.upArrow || input === "k") setListOffset((o) => Math.max(0, o - 1));
        else if (key.downArrow || input === "j") setListOffset((o) => Math.min(listLast, o + 1));
        else if (key.pageUp) setListOffset((o) => Math.max(0, o - listHeight));
        else if (key.pageDown) setListOffset((o) => Math.min(listLast, o + listHeight));
        return;
      }
      if (mode.kind !== "review" || mode.confirming) return;
      const last = Math.max(0, lines.length - reviewHeight);
      if (key.escape) return setMode({ kind: "idle" });
      if (key.upArrow || input === "k") return setOffset((o) => Math.max(0, o - 1));
      if (key.downArrow || input === "j") return setOffset((o) => Math.min(last, o + 1));
      if (key.pageUp) return setOffset((o) => Math.max(0, o - reviewHeight));
      if (key.pageDown) return setOffset((o) => Math.min(last, o + reviewHeight));
      if (input === "m") return setDeleteMissing((d) => !d);
      if (input === "y" && diff && !diff.inSync && impact) {
        setNotice(null);
        if (deletionNames(diff).length > 0) setMode({ ...mode, confirming: true });
        else doImport(mode.plan);
      }
    },
    { active: active && (mode.kind === "idle" || mode.kind === "review") },
  );

  const formActive = active && (mode.kind === "export" || mode.kind === "import");
  const idle = () => setMode({ kind: "idle" });
  return (
    <Box flexDirection="column">
      {mode.kind === "idle" && (
        <Box flexDirection="column">
          {summaries.error ? (
            <Text color="red">{summaries.error}</Text>
          ) : summaries.rows ? (
            <CollectionsTable
              rows={summaries.rows}
              offset={Math.min(listOffset, listLast)}
              height={listHeight}
              width={width}
            />
          ) : (
            <Text>Loading collections…</Text>
          )}
          <Text>
            Export the collections to a JSON file, or import a file after reviewing what it changes.
          </Text>
          <Text>{`Delete collections and fields missing from the imported file: ${deleteMissing ? "yes" : "no"} (m)`}</Text>
          <Text dimColor>x export · i import · m delete missing on/off</Text>
        </Box>
      )}
      {mode.kind === "export" && (
        <FieldsForm
          title="Export collections"
          fields={[{ name: "path", label: "Save as" }]}
          initial={{ path: "./pb_schema.json" }}
          active={formActive}
          onCancel={idle}
          onSubmit={async ({ path }) => {
            const { file, count } = await exportToFile(collections, path);
            setMode({ kind: "idle" });
            setNotice({ kind: "success", text: `Exported ${plural(count, "collection")} to ${file}.` });
          }}
        />
      )}
      {mode.kind === "import" && (
        <FieldsForm
          title="Import collections"
          fields={[{ name: "path", label: "File", placeholder: "path of a collections JSON file" }]}
          active={formActive}
          onCancel={idle}
          onSubmit={async ({ path }) => {
            const loaded = await planImport(collections, path);
            setOffset(0);
            // a file of the other generation's format was converted: the review says so
            setNotice(loaded.converted ? { kind: "info", text: `${path}: ${loaded.converted}.` } : null);
            setMode({ kind: "review", plan: loaded, confirming: false });
          }}
        />
      )}
      {mode.kind === "busy" && <Text>{mode.text}</Text>}
      {mode.kind === "review" && diff && (
        <Box flexDirection="column">
          <Text
            bold
          >{`Review: ${mode.plan.file} · delete missing: ${deleteMissing ? "yes" : "no"} (m)`}</Text>
          {mode.confirming ? (
            <ConfirmPrompt
              text={`Do you really want to delete the following collection fields and their related records data:\n${deletionNames(diff).join("\n")}`}
              active={active}
              onYes={() => doImport(mode.plan)}
              onNo={() => setMode({ ...mode, confirming: false })}
            />
          ) : (
            <>
              <ImportReview lines={lines} offset={offset} height={reviewHeight} />
              <Text dimColor>
                {diff.inSync
                  ? "Esc close"
                  : impact
                    ? "y Confirm and import · Esc close"
                    : "Counting… · Esc close"}
              </Text>
            </>
          )}
        </Box>
      )}
      <Notice notice={mode.kind === "idle" || mode.kind === "review" ? notice : null} />
    </Box>
  );
}
