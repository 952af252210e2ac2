/** @module Apple "Sign in with Apple" client secrets (http-api §3.9.5): an ES256 JWT signed with the team's key. */
import { importPKCS8, SignJWT } from "jose";
import type { AppleSecretInput } from "../../../shared/client/settings.ts";
import type { FieldErrors } from "../../../shared/models.ts";
import { badRequest, fieldError } from "../../errors.ts";
import { check, required } from "../admins/admin-field-rules.ts";

const maxDuration = 15777000; // about six months, Apple's limit
const privateKeyBlock = /-----BEGIN PRIVATE KEY----[\s\S]+-----END PRIVATE KEY-----/m;
// the key itself, without any text pasted around it
const pemBlock = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----/;

const exactLength = (n: number) => (value: string) =>
  value !== "" && Buffer.byteLength(value) !== n
    ? fieldError("validation_length_invalid", `The length must be exactly ${n}.`)
    : null;

function validate(input: AppleSecretInput): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, "clientId", input.clientId, required);
  check(errors, "teamId", input.teamId, required, exactLength(10));
  check(errors, "keyId", input.keyId, required, exactLength(10));
  check(errors, "privateKey", input.privateKey, required, (value) =>
    privateKeyBlock.test(value) ? null : fieldError("validation_match_invalid", "Must be in a valid format."),
  );
  if (input.duration === 0) errors.duration = fieldError("validation_required", "Cannot be blank.");
  else if (input.duration < 1)
    errors.duration = fieldError("validation_min_greater_equal_than_required", "Must be no less than 1.");
  else if (input.duration > maxDuration)
    errors.duration = fieldError(
      "validation_max_less_equal_than_required",
      `Must be no greater than ${maxDuration}.`,
    );
  return errors;
}

/**
 * A client secret for Apple's token endpoint, valid for `duration` seconds from now.
 * @throws ApiError 400 "Invalid client secret data." with field errors, or "Failed to generate client secret."
 * with a `privateKey` error (the key library's own words stay out of the answer).
 */
export async function generateAppleClientSecret(input: AppleSecretInput): Promise<string> {
  const errors = validate(input);
  if (Object.keys(errors).length > 0) throw badRequest("Invalid client secret data.", errors);
  try {
    const pem = pemBlock.exec(input.privateKey)?.[0] ?? input.privateKey.trim();
    const key = await importPKCS8(pem, "ES256");
    const now = Math.floor(Date.now() / 1000);
    return await new SignJWT({})
      .setProtectedHeader({ alg: "ES256", kid: input.keyId })
      .setIssuer(input.teamId)
      .setSubject(input.clientId)
      .setAudience("https://appleid.apple.com")
      .setIssuedAt(now)
      .setExpirationTime(now + input.duration)
      .sign(key);
  } catch {
    throw badRequest("Failed to generate client secret.", {
      privateKey: fieldError("validation_invalid_private_key", "Invalid or unsupported ES256 private key."),
    });
  }
}
