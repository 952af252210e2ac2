/** @module Saving one OAuth2 provider and generating the Apple client secret. */
import { type AppleSecretInput, generateAppleClientSecret } from "../../../../shared/client/settings.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import type { ProviderForm, ProviderOptionsKind } from "../../lib/settings/auth-providers.ts";
import { addSuccessToast } from "../toasts.ts";
import { saveSettings } from "./settings.ts";

/** The group to send for a provider: only the options its kind has (a masked secret is left out). */
export function providerPatch(form: ProviderForm, kind: ProviderOptionsKind): Record<string, unknown> {
  const group: Record<string, unknown> = {
    enabled: form.enabled,
    clientId: form.clientId,
    clientSecret: form.clientSecret,
  };
  if (kind === "selfHosted" || kind === "oidc" || kind === "azure") {
    group.authUrl = form.authUrl;
    group.tokenUrl = form.tokenUrl;
  }
  if (kind === "selfHosted" || kind === "oidc") group.userApiUrl = form.userApiUrl;
  return group;
}

/** Saves only this provider's group; answers whether it saved. */
export function saveProvider(key: string, form: ProviderForm, kind: ProviderOptionsKind): Promise<boolean> {
  return saveSettings({ [key]: providerPatch(form, kind) }, "Successfully updated provider settings.");
}

/** Generates an Apple client secret; answers it, or null after showing the errors. */
export async function generateAppleSecret(input: AppleSecretInput): Promise<string | null> {
  try {
    const secret = await generateAppleClientSecret(pb, input);
    addSuccessToast("Successfully generated client secret.");
    return secret;
  } catch (err) {
    handleApiError(err);
    return null;
  }
}
