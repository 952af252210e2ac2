/** @module The test email of the settings page (http-api §3.9.4): a chosen record template sent to any address. */
import type { Collection, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError } from "../../errors.ts";
import { newSecret } from "../../lib/random.ts";
import { byteLength, check, email, required } from "../admins/admin-field-rules.ts";
import type { StoredRecord } from "../common/caller.ts";
import { createRecordToken, type RecordTokenKind } from "../common/tokens.ts";
import { MailNotConfiguredError, sendMail } from "../mail/mail.ts";
import { resolveTemplate } from "../mail/mail-templates.ts";
import type { EmailTemplate } from "./settings-defaults.ts";

const templates: Record<
  string,
  { kind: RecordTokenKind; pick: (meta: Backend["settings"]["meta"]) => EmailTemplate }
> = {
  verification: { kind: "recordVerificationToken", pick: (meta) => meta.verificationTemplate },
  "password-reset": { kind: "recordPasswordResetToken", pick: (meta) => meta.resetPasswordTemplate },
  "email-change": { kind: "recordEmailChangeToken", pick: (meta) => meta.confirmEmailChangeTemplate },
};

/** An auth record that exists nowhere: its tokens are well-formed but cannot be used. */
function testRecord(address: string): StoredRecord {
  const collection: Collection = {
    id: "__pb_test_collection_id__",
    created: "",
    updated: "",
    name: "__pb_test_collection_name__",
    type: "auth",
    system: false,
    schema: [],
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {
      allowEmailAuth: false,
      allowOAuth2Auth: false,
      allowUsernameAuth: false,
      exceptEmailDomains: null,
      manageRule: null,
      minPasswordLength: 0,
      onlyEmailDomains: null,
      requireEmail: false,
    },
  };
  return {
    collection,
    values: { id: "__pb_test_id__", username: "pb_test", email: address, tokenKey: newSecret() },
  };
}

/**
 * Sends the `template` email (verification, password-reset or email-change) to `address` now.
 * @throws ApiError 400 "Failed to send the test email." with field errors, or with the raw error when sending fails.
 */
export async function sendTestEmail(backend: Backend, address: string, template: string): Promise<void> {
  const errors: FieldErrors = {};
  check(errors, "email", address, required, byteLength(1, 255), email);
  check(errors, "template", template, required, (value) =>
    Object.hasOwn(templates, value) ? null : fieldError("validation_in_invalid", "Must be a valid value."),
  );
  if (Object.keys(errors).length > 0) throw badRequest("Failed to send the test email.", errors);
  const { kind, pick } = templates[template];
  try {
    const token = await createRecordToken(backend, testRecord(address), kind, address);
    const meta = backend.settings.meta;
    const { subject, html } = resolveTemplate(meta, pick(meta), token);
    await sendMail(backend, { to: address, subject, html });
  } catch (err) {
    if (err instanceof MailNotConfiguredError)
      throw badRequest(`Failed to send the test email. ${err.message}`);
    throw badRequest(
      `Failed to send the test email. Raw error: \n${err instanceof Error ? err.message : String(err)}`,
    );
  }
}
