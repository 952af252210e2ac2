import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { Admin } from "../../../../../shared/models.ts";
import { shortDate } from "../../../lib/format.ts";
import { adminFormErrors } from "../../../lib/settings/admin-form-checks.ts";
import { useSaveShortcut } from "../../../lib/settings/use-save-shortcut.ts";
import { $admin, logout } from "../../../stores/auth.ts";
import { confirm } from "../../../stores/confirmation.ts";
import { admins } from "../../../stores/connection.ts";
import { resetFieldErrors, setFieldErrors } from "../../../stores/field-errors.ts";
import { deleteAdmin, upsertAdmin } from "../../../stores/settings/settings-admins.ts";
import { Field } from "../../base/Field.tsx";
import { Icon } from "../../base/Icon.tsx";
import { InputField } from "../../base/InputField.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";
import { UpsertPanelFooter } from "../../base/UpsertPanelFooter.tsx";
import { AvatarPicker } from "./AvatarPicker.tsx";

const FORM_ID = "admin-upsert-form";

export interface AdminUpsertPanelProps {
  open: boolean;
  /** The admin to edit; null creates a new one. */
  admin: Admin | null;
  onClose: () => void;
  /** After a create, update or delete. */
  onSaved: () => void;
}

/** Create or edit an admin: avatar, email, password fields; delete (yourself too) with a confirmation. */
export function AdminUpsertPanel({ open, admin, onClose, onSaved }: AdminUpsertPanelProps) {
  const me = useStore($admin);
  const [email, setEmail] = useState("");
  const [avatar, setAvatar] = useState(0);
  const [changePassword, setChangePassword] = useState(false);
  const [password, setPassword] = useState("");
  const [passwordConfirm, setPasswordConfirm] = useState("");
  const [saving, setSaving] = useState(false);
  const isNew = !admin;
  const { hasAvatar, noun } = admins();

  useEffect(() => {
    if (!open) return;
    resetFieldErrors();
    setEmail(admin?.email ?? "");
    setAvatar(admin?.avatar ?? 0);
    setChangePassword(false);
    setPassword("");
    setPasswordConfirm("");
  }, [open, admin]);

  const showPassword = isNew || changePassword;
  const canSave = isNew
    ? email.trim() !== ""
    : changePassword || email !== admin?.email || avatar !== (admin?.avatar ?? 0);

  const submit = async () => {
    if (!canSave || saving) return;
    // checked here, shown under the fields like the server's errors: nothing is sent until they pass
    const errors = adminFormErrors({ email, password, passwordConfirm, withPassword: showPassword });
    if (Object.keys(errors).length) return setFieldErrors(errors);
    setSaving(true);
    const input = { email, avatar, ...(showPassword ? { password, passwordConfirm } : {}) };
    const saved = await upsertAdmin(admin?.id ?? "", input);
    setSaving(false);
    if (saved) {
      onSaved();
      onClose();
    }
  };
  useSaveShortcut(() => void submit(), open);

  const isMe = !!admin && admin.id === me?.id;
  const remove = () => {
    if (!admin) return;
    confirm(`Do you really want to delete the selected ${noun}?`, async () => {
      // the backend refuses the last admin; its message shows in the confirmation
      await deleteAdmin(admin.id);
      onClose();
      // your own session died with your account: back to the login
      if (isMe) return logout();
      onSaved();
    });
  };

  return (
    <OverlayPanel
      open={open}
      onClose={onClose}
      title={isNew ? `New ${noun}` : `Edit ${noun}`}
      headerExtra={
        !isNew && (
          <button type="button" className="btn btn-sm btn-danger" onClick={remove}>
            <Icon name="trash" size={14} />
            Delete
          </button>
        )
      }
      footer={
        <UpsertPanelFooter
          formId={FORM_ID}
          isNew={isNew}
          saving={saving}
          changed={canSave}
          onCancel={onClose}
        />
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {admin && (
          <div className="admin-meta">
            <Field name="id" label="id" htmlFor="admin-id">
              <input id="admin-id" className="input txt-mono" readOnly value={admin.id} />
            </Field>
            <p className="muted">
              Created {shortDate(admin.created)} · Updated {shortDate(admin.updated)}
            </p>
          </div>
        )}
        {hasAvatar && <AvatarPicker value={avatar} onChange={setAvatar} />}
        <InputField
          name="email"
          id="admin-email"
          label="Email"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={setEmail}
        />
        {!isNew && (
          <label className="switch" htmlFor="admin-change-password">
            <input
              id="admin-change-password"
              type="checkbox"
              checked={changePassword}
              onChange={(e) => setChangePassword(e.target.checked)}
            />
            <span>Change password</span>
          </label>
        )}
        {showPassword && (
          <div className="form-grid">
            <InputField
              name="password"
              id="admin-password"
              label="Password"
              type="password"
              required
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
            />
            <InputField
              name="passwordConfirm"
              id="admin-password-confirm"
              label="Password confirm"
              type="password"
              required
              autoComplete="new-password"
              value={passwordConfirm}
              onChange={setPasswordConfirm}
            />
          </div>
        )}
      </form>
    </OverlayPanel>
  );
}
