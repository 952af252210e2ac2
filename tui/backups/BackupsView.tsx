/** @module Backups tab: list, create, download/upload with progress, typed delete/restore, inspect. */
import { Box, Text } from "ink";
import { useState } from "react";
import {
  createBackup,
  deleteBackup,
  type BackupInspection as Inspection,
  inspectBackup,
  restoreBackup,
  waitForRestore,
} from "../../shared/client/backups.ts";
import { useBackendFeatures } from "../app/use-backend-features.ts";
import { useBodySize } from "../app/use-body-size.ts";
import { useClient } from "../app/use-client.ts";
import { useKeys } from "../app/use-keys.ts";
import type { ViewProps } from "../app/views.ts";
import { apiErrorMessage, apiFieldErrors } from "../common/api-error.ts";
import { FieldsForm } from "../common/FieldsForm.tsx";
import { Notice, type NoticeState } from "../common/Notice.tsx";
import { ProgressLine } from "../common/ProgressLine.tsx";
import { TypedConfirm } from "../common/TypedConfirm.tsx";
import { BackupInspection } from "./BackupInspection.tsx";
import { BackupsTable } from "./BackupsTable.tsx";
import { downloadBackupToFile, uploadBackupFile } from "./backup-files.ts";
import { useBackups } from "./use-backups.ts";

type Mode =
  | { kind: "list" }
  | { kind: "create" | "upload" }
  | { kind: "download" | "delete" | "restore"; key: string }
  | { kind: "transfer"; label: string; done: number; total: number }
  | { kind: "busy"; text: string }
  | { kind: "inspect"; inspection: Inspection };

export function BackupsView({ active }: ViewProps) {
  const client = useClient();
  const { width } = useBodySize();
  const list = useBackups(client);
  const [selected, setSelected] = useState(0);
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [notice, setNotice] = useState<NoticeState | null>(null);
  // known from the probe at connect time; a refused inspect hides it too
  const features = useBackendFeatures();
  const [inspectRefused, setInspectRefused] = useState(false);
  const canInspect = features.inspectBackups !== false && !inspectRefused;
  const current = list.backups[Math.min(selected, list.backups.length - 1)];
  const pb = client.pb;

  const finish = (text: string) => {
    setMode({ kind: "list" });
    setNotice({ kind: "success", text });
    list.reload();
  };
  const fail = (err: unknown, field?: string) => {
    setMode({ kind: "list" });
    const fieldMessage = field ? apiFieldErrors(err)[field] : undefined;
    setNotice({ kind: "error", text: fieldMessage ?? apiErrorMessage(err) });
  };
  const progress = (label: string) => (done: number, total: number) =>
    setMode({ kind: "transfer", label, done, total });

  const inspect = (key: string) => {
    setMode({ kind: "busy", text: `Inspecting ${key}…` });
    inspectBackup(pb, key).then((inspection) => {
      if (inspection) return setMode({ kind: "inspect", inspection });
      setInspectRefused(true);
      setMode({ kind: "list" });
      setNotice({ kind: "info", text: "This backend cannot inspect backups." });
    }, fail);
  };

  useKeys(
    (input, key) => {
      if (mode.kind === "inspect") return key.escape && setMode({ kind: "list" });
      if (key.upArrow || input === "k") return setSelected((s) => Math.max(0, s - 1));
      if (key.downArrow || input === "j") return setSelected((s) => Math.min(list.backups.length - 1, s + 1));
      if (input === "R") return list.reload();
      if (input === "n") return setMode({ kind: "create" });
      if (input === "u") return setMode({ kind: "upload" });
      if (!current) return;
      if (input === "d") return setMode({ kind: "download", key: current.key });
      if (input === "x") return setMode({ kind: "delete", key: current.key });
      if (input === "s") return setMode({ kind: "restore", key: current.key });
      if (input === "i" && canInspect) inspect(current.key);
    },
    { active: active && (mode.kind === "list" || mode.kind === "inspect") },
  );

  const formActive = active && mode.kind !== "list";
  const cancel = () => setMode({ kind: "list" });
  if (mode.kind === "inspect") return <BackupInspection inspection={mode.inspection} />;
  return (
    <Box flexDirection="column">
      {list.loading && list.backups.length === 0 ? <Text>Loading...</Text> : null}
      {list.error ? <Text color="red">{list.error}</Text> : null}
      {!list.loading && !list.error && list.backups.length === 0 ? <Text>No backups yet.</Text> : null}
      <BackupsTable backups={list.backups} selected={mode.kind === "list" ? selected : -1} width={width} />
      <Box marginTop={1} flexDirection="column">
        {mode.kind === "create" && (
          <FieldsForm
            title="Initialize new backup"
            fields={[{ name: "name", label: "Name", placeholder: "leave empty to auto generate" }]}
            active={formActive}
            onCancel={cancel}
            onSubmit={async ({ name }) => {
              await createBackup(pb, name.trim());
              finish("Successfully generated new backup.");
            }}
          />
        )}
        {mode.kind === "download" && (
          <FieldsForm
            title={`Download ${mode.key}`}
            fields={[{ name: "path", label: "Save as" }]}
            initial={{ path: `./${mode.key}` }}
            active={formActive}
            onCancel={cancel}
            onSubmit={async ({ path }) => {
              const key = mode.key;
              setMode({ kind: "transfer", label: `Downloading ${key}`, done: 0, total: 0 });
              downloadBackupToFile(pb, key, path, progress(`Downloading ${key}`)).then(
                (file) => finish(`Downloaded ${key} to ${file}.`),
                (err) => fail(err),
              );
            }}
          />
        )}
        {mode.kind === "upload" && (
          <FieldsForm
            title="Upload a backup (zip)"
            fields={[{ name: "file", label: "File", placeholder: "path of a .zip file" }]}
            active={formActive}
            onCancel={cancel}
            onSubmit={async ({ file }) => {
              setMode({ kind: "transfer", label: "Uploading", done: 0, total: 0 });
              uploadBackupFile(pb, file, progress("Uploading")).then(
                () => finish("Successfully uploaded a new backup."),
                (err) => fail(err, "file"),
              );
            }}
          />
        )}
        {mode.kind === "delete" && (
          <TypedConfirm
            title={`Do you really want to delete ${mode.key}?`}
            expected={mode.key}
            active={formActive}
            onCancel={cancel}
            onConfirm={() => {
              const key = mode.key;
              setMode({ kind: "busy", text: `Deleting ${key}…` });
              deleteBackup(pb, key).then(() => finish(`Successfully deleted ${key}.`), fail);
            }}
          />
        )}
        {mode.kind === "restore" && (
          <TypedConfirm
            title={`Restore ${mode.key}`}
            expected={mode.key}
            active={formActive}
            onCancel={cancel}
            onConfirm={() => {
              const key = mode.key;
              setMode({ kind: "busy", text: `Restoring ${key}… the backend restarts with its data.` });
              restoreBackup(pb, key)
                .then(() => waitForRestore(pb))
                .then(() => finish(`Restored ${key}.`), fail);
            }}
          />
        )}
        {mode.kind === "transfer" && (
          <ProgressLine label={mode.label} done={mode.done} total={mode.total} width={width} />
        )}
        {mode.kind === "busy" && <Text>{mode.text}</Text>}
        <Notice notice={mode.kind === "list" ? notice : null} />
        {mode.kind === "list" && (
          <Text
            dimColor
          >{`n new · d download · u upload · x delete · s restore${canInspect ? " · i inspect" : ""}`}</Text>
        )}
      </Box>
    </Box>
  );
}
