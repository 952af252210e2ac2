/**
 * @module Validation of a whole settings object (http-api §2.9). Errors nest like the object:
 * `{"meta":{"appName":{code,message}}}`, `{"backups":{"s3":{"bucket":{…}}}}`.
 */
import type { FieldError, FieldErrors } from "../../../shared/models.ts";
import { fieldError } from "../../errors.ts";
import { byteLength, check, email, type Rule, required } from "../admins/admin-field-rules.ts";
import {
  type EmailTemplate,
  type OAuth2ProviderSettings,
  oauth2Providers,
  type S3Settings,
  type Settings,
  type TokenSettings,
  tokenKinds,
} from "./settings-defaults.ts";
import { cronRule, hostRule, urlRule } from "./settings-validation-rules.ts";

type NumberRule = (value: number) => FieldError | null;

// like Go's validators: 0 is the empty value of a number, so only "required" catches it
const requiredNumber: NumberRule = (value) =>
  value === 0 ? fieldError("validation_required", "Cannot be blank.") : null;
const minNumber =
  (min: number): NumberRule =>
  (value) =>
    value !== 0 && value < min
      ? fieldError("validation_min_greater_equal_than_required", `Must be no less than ${min}.`)
      : null;
const maxNumber =
  (max: number): NumberRule =>
  (value) =>
    value !== 0 && value > max
      ? fieldError("validation_max_less_equal_than_required", `Must be no greater than ${max}.`)
      : null;

function checkNumber(errors: FieldErrors, name: string, value: number, ...rules: NumberRule[]): void {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) {
      errors[name] = failure;
      return;
    }
  }
}

const requiredWhen =
  (enabled: boolean): Rule =>
  (value) =>
    enabled ? required(value) : null;

const containsParam =
  (param: string): Rule =>
  (value) =>
    value !== "" && !value.includes(param)
      ? fieldError("validation_missing_required_param", `Missing required parameter "${param}".`)
      : null;

const oneOf =
  (...allowed: string[]): Rule =>
  (value) =>
    value !== "" && !allowed.includes(value)
      ? fieldError("validation_in_invalid", "Must be a valid value.")
      : null;

/** Puts a nested error map under `name` when it has any entry. */
function nest(errors: FieldErrors, name: string, nested: FieldErrors): void {
  if (Object.keys(nested).length > 0) errors[name] = nested;
}

function templateErrors(template: EmailTemplate): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, "subject", template.subject, required);
  check(errors, "body", template.body, required, containsParam("{ACTION_URL}"));
  check(errors, "actionUrl", template.actionUrl, required, containsParam("{TOKEN}"));
  return errors;
}

function metaErrors(meta: Settings["meta"]): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, "appName", meta.appName, required, byteLength(1, 255));
  check(errors, "appUrl", meta.appUrl, required, urlRule);
  check(errors, "senderName", meta.senderName, required, byteLength(1, 255));
  check(errors, "senderAddress", meta.senderAddress, email, required);
  nest(errors, "verificationTemplate", templateErrors(meta.verificationTemplate));
  nest(errors, "resetPasswordTemplate", templateErrors(meta.resetPasswordTemplate));
  nest(errors, "confirmEmailChangeTemplate", templateErrors(meta.confirmEmailChangeTemplate));
  return errors;
}

function tokenErrors(token: TokenSettings): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, "secret", token.secret, required, byteLength(30, 300));
  checkNumber(errors, "duration", token.duration, requiredNumber, minNumber(5), maxNumber(63072000));
  return errors;
}

function smtpErrors(smtp: Settings["smtp"]): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, "host", smtp.host, requiredWhen(smtp.enabled), hostRule);
  checkNumber(errors, "port", smtp.port, (v) => (smtp.enabled ? requiredNumber(v) : null), minNumber(0));
  // empty is allowed and means PLAIN
  check(errors, "authMethod", smtp.authMethod, oneOf("LOGIN", "PLAIN"));
  check(errors, "localName", smtp.localName, hostRule);
  return errors;
}

function s3Errors(s3: S3Settings): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, "endpoint", s3.endpoint, urlRule, requiredWhen(s3.enabled));
  check(errors, "bucket", s3.bucket, requiredWhen(s3.enabled));
  check(errors, "region", s3.region, requiredWhen(s3.enabled));
  check(errors, "accessKey", s3.accessKey, requiredWhen(s3.enabled));
  check(errors, "secret", s3.secret, requiredWhen(s3.enabled));
  return errors;
}

function backupsErrors(backups: Settings["backups"]): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, "cron", backups.cron, cronRule);
  checkNumber(
    errors,
    "cronMaxKeep",
    backups.cronMaxKeep,
    (v) => (backups.cron !== "" ? requiredNumber(v) : null),
    minNumber(1),
  );
  nest(errors, "s3", s3Errors(backups.s3));
  return errors;
}

function providerErrors(provider: OAuth2ProviderSettings): FieldErrors {
  const errors: FieldErrors = {};
  check(errors, "clientId", provider.clientId, requiredWhen(provider.enabled));
  check(errors, "clientSecret", provider.clientSecret, requiredWhen(provider.enabled));
  check(errors, "authUrl", provider.authUrl, urlRule);
  check(errors, "tokenUrl", provider.tokenUrl, urlRule);
  check(errors, "userApiUrl", provider.userApiUrl, urlRule);
  return errors;
}

/** Every validation error of a settings object; empty when it is valid. */
export function validateSettings(settings: Settings): FieldErrors {
  const errors: FieldErrors = {};
  nest(errors, "meta", metaErrors(settings.meta));
  const logs: FieldErrors = {};
  checkNumber(logs, "maxDays", settings.logs.maxDays, minNumber(0));
  nest(errors, "logs", logs);
  for (const kind of tokenKinds) nest(errors, kind, tokenErrors(settings[kind]));
  nest(errors, "smtp", smtpErrors(settings.smtp));
  nest(errors, "s3", s3Errors(settings.s3));
  nest(errors, "backups", backupsErrors(settings.backups));
  for (const [key] of oauth2Providers) nest(errors, key, providerErrors(settings[key]));
  return errors;
}
