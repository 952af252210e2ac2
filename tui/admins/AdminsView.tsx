/** @module Admins tab (superusers on v0.23+): list, create, change password, delete (not yourself). */
import { Box, Text } from "ink";
import { useState } from "react";
import type { AdminEntry } from "../../shared/client/generations/admins-api.ts";
import { signInApi } from "../../shared/client/generations/sign-in-api.ts";
import { useClient } from "../app/use-client.ts";
import { useGenerationApi } from "../app/use-generation-api.ts";
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
  | { kind: "password"; admin: AdminEntry }
  | { kind: "delete"; admin: AdminEntry };

const PASSWORD_FIELDS = [
  { name: "password", label: "Password", mask: true, placeholder: "minimum 10 characters" },
  { name: "passwordConfirm", label: "Password confirm", mask: true },
];

export function AdminsView({ active }: ViewProps) {
  const client = useClient();
  const { admins, generation } = useGenerationApi();
  const list = useAdmins(admins);
  const [selected, setSelected] = useState(0);
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [notice, setNotice] = useState<NoticeState | null>(null);
  // the signed-in admin's or superuser's record, as the sign-in or its refresh left it
  const self = client.pb.authStore.model as { id?: string } | null;
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
              await admins.create(values.email ?? "", values.password ?? "", values.passwordConfirm ?? "");
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
              await admins.setPassword(mode.admin.id, values.password ?? "", values.passwordConfirm ?? "");
              // a new password ends every session of that admin, ours included: sign in again with it
              // (with MFA on, that needs an emailed code the tab cannot ask for: the error says so)
              if (mode.admin.id === self?.id) {
                await signInApi(generation).signIn(client.pb, mode.admin.email, {
                  password: async () => values.password ?? "",
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
              admins.delete(mode.admin.id).then(
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
