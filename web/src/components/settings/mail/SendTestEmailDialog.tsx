import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { SUPERUSERS } from "../../../../../shared/client/generations/v023/admins.ts";
import { lastTestEmail } from "../../../lib/settings/test-email.ts";
import { useSaveShortcut } from "../../../lib/settings/use-save-shortcut.ts";
import { useDialogFormId } from "../../../lib/use-dialog-form-id.ts";
import { resetFieldErrors } from "../../../stores/field-errors.ts";
import { settingsOfBackend } from "../../../stores/settings/settings.ts";
import { $testEmailSending, sendSettingsTestEmail } from "../../../stores/settings/settings-test-email.ts";
import { Field } from "../../base/Field.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";

/**
 * Sends a test email with one of the server's templates (v0.23+: of an auth collection, the
 * superusers' by default); it cannot be closed while sending.
 */
export function SendTestEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useDialogFormId("send_test_email");
  const sending = useStore($testEmailSending);
  const { testEmailTemplates, testEmailHasCollection } = settingsOfBackend();
  const [template, setTemplate] = useState("verification");
  const [email, setEmail] = useState("");
  const [collection, setCollection] = useState(SUPERUSERS);

  useEffect(() => {
    if (!open) return;
    resetFieldErrors();
    setEmail(lastTestEmail());
  }, [open]);

  const submit = async () => {
    if (sending || !email) return;
    if (await sendSettingsTestEmail(email, template, collection)) onClose();
  };
  useSaveShortcut(() => void submit(), open);

  return (
    <OverlayPanel
      open={open}
      size="sm"
      title="Send test email"
      escClose={!sending}
      overlayClose={!sending}
      onClose={(forced) => (forced || !sending) && onClose()}
      footer={
        <>
          <button type="button" className="btn btn-secondary" disabled={sending} onClick={onClose}>
            Close
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={sending || !email}
            aria-busy={sending}
          >
            Send
          </button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field name="template">
          <fieldset className="radio-group">
            <legend className="visually-hidden">Template</legend>
            {testEmailTemplates.map((option) => (
              <label key={option.value} className="radio">
                <input
                  type="radio"
                  name="test-email-template"
                  value={option.value}
                  checked={template === option.value}
                  onChange={() => setTemplate(option.value)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        </Field>
        <Field name="email" label="To email address" htmlFor="test-email-to" required>
          <input
            id="test-email-to"
            className="input"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        {testEmailHasCollection && (
          <Field
            name="collection"
            label="Auth collection"
            htmlFor="test-email-collection"
            hint="The auth collection whose email template is sent."
          >
            <input
              id="test-email-collection"
              className="input"
              required
              value={collection}
              onChange={(e) => setCollection(e.target.value)}
            />
          </Field>
        )}
      </form>
    </OverlayPanel>
  );
}
