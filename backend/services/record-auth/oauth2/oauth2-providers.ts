/** @module The 21 OAuth2 providers of PocketBase v0.18.1 by name, and their URLs after settings overrides. */
import type { OAuth2ProviderSettings } from "../../settings/settings-defaults.ts";
import type { ProviderSpec } from "./oauth2-types.ts";
import { codeHostProviders } from "./providers-code-hosts.ts";
import { identityProviders } from "./providers-identity.ts";
import { mediaProviders } from "./providers-media.ts";
import { socialProviders } from "./providers-social.ts";

const specs = new Map<string, ProviderSpec>(
  [...socialProviders, ...codeHostProviders, ...mediaProviders, ...identityProviders].map((spec) => [
    spec.name,
    spec,
  ]),
);

/** The provider called `name` (e.g. "gitlab"), or null. */
export function providerSpec(name: string): ProviderSpec | null {
  return specs.get(name) ?? null;
}

/** The provider's endpoints: the settings' URLs where set, else the provider's defaults. */
export function providerUrls(
  spec: ProviderSpec,
  settings: OAuth2ProviderSettings,
): { authUrl: string; tokenUrl: string; userApiUrl: string } {
  return {
    authUrl: settings.authUrl || spec.authUrl,
    tokenUrl: settings.tokenUrl || spec.tokenUrl,
    userApiUrl: settings.userApiUrl || spec.userApiUrl,
  };
}
