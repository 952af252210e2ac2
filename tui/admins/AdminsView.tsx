/** @module Admins tab: list, create, change password, delete (not yourself). */
import { Box, Text } from "ink";
import { useState } from "react";
import type { Admin } from "../../shared/client/index.ts";
import { useClient } from "../app/use-client.ts";
import { useKeys } from "../app/use-keys.ts";
import type { ViewProps } from "../app/views.ts";
import { apiErrorMessage } from "../common/api-error.ts";
import { ConfirmPrompt } from "../common/ConfirmPrompt.tsx";
import { FieldsForm } from "../common/FieldsForm.tsx";
import { Notice, type NoticeState } from "../common/Notice.tsx";
import { AdminsTable } from "./AdminsTable.tsx";
import { useAdmins } from "./use-admins.ts";

type Mode =
  | { kind: "list" }
  | { kind: "create" }
  | { kind: "password"; admin: Admin }
  | { kind: "delete"; admin: Admin };

const PASSWORD_FIELDS = [
  { name: "password", label: "Password", mask: true, placeholder: "minimum 10 characters" },
  { name: "passwordConfirm", label: "Password confirm", mask: true },
];

export function AdminsView({ active }: ViewProps) {
  const client = useClient();
  const list = useAdmins(client);
  const [selected, setSelected] = useState(0);
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const self = client.currentAdmin();
  const current = list.admins[Math.min(selected, list.admins.length - 1)];

  const done = (text: string) => {
    setMode({ kind: "list" });
    setNotice({ kind: "success", text });
    list.reload();
  };

  useKeys(
    (input, key) => {
      if (key.upArrow || input === "k") return setSelected((s) => Math.max(0, s - 1));
      if (key.downArrow || input === "j") return setSelected((s) => Math.min(list.admins.length - 1, s + 1));
      if (input === "R") return list.reload();
      if (input === "n") return setMode({ kind: "create" });
      if (!current) return;
      if (input === "p") return setMode({ kind: "password", admin: current });
      if (input === "x") {
        if (current.id === self?.id) return setNotice({ kind: "error", text: "You cannot delete yourself." });
        setMode({ kind: "delete", admin: current });
      }
    },
    { active: active && mode.kind === "list" },
  );

  const formActive = active && mode.kind !== "list";
  return (
    <Box flexDirection="column">
      {list.loading && list.admins.length === 0 ? <Text>Loading...</Text> : null}
      {list.error ? <Text color="red">{list.error}</Text> : null}
      {!list.loading && !list.error && list.admins.length === 0 ? <Text>No admins found.</Text> : null}
      <AdminsTable admins={list.admins} selected={mode.kind === "list" ? selected : -1} selfId={self?.id} />
      <Box marginTop={1} flexDirection="column">
        {mode.kind === "create" && (
          <FieldsForm
            title="New admin"
            fields={[{ name: "email", label: "Email" }, ...PASSWORD_FIELDS]}
            active={formActive}
            onCancel={() => setMode({ kind: "list" })}
            onSubmit={async (values) => {
              await client.pb.admins.create({ ...values, avatar: 0 }, { requestKey: null });
              done("Successfully created admin.");
            }}
          />
        )}
        {mode.kind === "password" && (
          <FieldsForm
            title={`Change password of ${mode.admin.email}`}
            fields={PASSWORD_FIELDS}
            active={formActive}
            onCancel={() => setMode({ kind: "list" })}
            onSubmit={async (values) => {
              await client.pb.admins.update(mode.admin.id, values, { requestKey: null });
              // a new password ends every session of that admin, ours included: sign in again with it
              if (mode.admin.id === self?.id) {
                await client.pb.admins.authWithPassword(mode.admin.email, values.password, {
                  requestKey: null,
                });
              }
              done("Successfully updated admin.");
            }}
          />
        )}
        {mode.kind === "delete" && (
          <ConfirmPrompt
            text="Do you really want to delete the selected admin?"
            active={formActive}
            onNo={() => setMode({ kind: "list" })}
            onYes={() => {
              client.pb.admins.delete(mode.admin.id, { requestKey: null }).then(
                () => done("Successfully deleted admin."),
                (err) => {
                  setMode({ kind: "list" });
                  setNotice({ kind: "error", text: apiErrorMessage(err) });
                },
              );
            }}
          />
        )}
        <Notice notice={mode.kind === "list" ? notice : null} />
      </Box>
    </Box>
  );
}
