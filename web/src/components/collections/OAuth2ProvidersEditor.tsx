import { useId } from "react";
import { setServerOption } from "../../stores/collection-editor.ts";
import { Field } from "../base/Field.tsx";
import { Icon } from "../base/Icon.tsx";
import { OptionText } from "./ServerAuthOptionsFields.tsx";

/** One OAuth2 provider of a v0.23+ auth collection, as the server sends it (never with its secret). */
export interface OAuth2Provider {
  name: string;
  clientId: string;
  clientSecret?: string;
  authURL?: string;
  tokenURL?: string;
  userInfoURL?: string;
  displayName?: string;
  pkce?: boolean | null;
  extra?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The OAuth2 providers of an auth collection: name, client id and secret, optional endpoints,
 * display name and PKCE. The server never sends a saved secret back: left empty, it keeps it.
 */
export function OAuth2ProvidersEditor({ providers }: { providers: OAuth2Provider[] }) {
  const id = useId();
  const path = (index: number, key: string) => ["oauth2", "providers", index, key];
  const set = (index: number, key: string, value: unknown) => {
    // an emptied secret is left out, so that the server keeps the one it has
    if (key === "clientSecret" && value === "") {
      const { clientSecret: _secret, ...rest } = providers[index];
      setServerOption(["oauth2", "providers", index], rest);
    } else setServerOption(path(index, key), value);
  };
  const add = () =>
    setServerOption(["oauth2", "providers"], [...providers, { name: "", clientId: "", clientSecret: "" }]);
  const remove = (index: number) =>
    setServerOption(
      ["oauth2", "providers"],
      providers.filter((_, i) => i !== index),
    );
  return (
    <div className="oauth2-providers">
      {providers.map((provider, index) => {
        const prefix = `oauth2.providers.${index}`;
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: providers have no id, and their name is being typed
            key={index}
            className="field oauth2-provider"
            aria-label={`Provider ${provider.name || index + 1}`}
          >
            <legend className="field-label">{provider.name || "New provider"}</legend>
            <div className="form-grid form-grid-2">
              <OptionText
                name={`${prefix}.name`}
                label="Provider name"
                placeholder="eg. google"
                value={provider.name}
                onChange={(v) => set(index, "name", v)}
              />
              <OptionText
                name={`${prefix}.displayName`}
                label="Display name"
                value={provider.displayName}
                onChange={(v) => set(index, "displayName", v)}
              />
              <OptionText
                name={`${prefix}.clientId`}
                label="Client ID"
                value={provider.clientId}
                onChange={(v) => set(index, "clientId", v)}
              />
              <OptionText
                name={`${prefix}.clientSecret`}
                label="Client secret"
                type="password"
                placeholder="Unchanged when left empty"
                value={provider.clientSecret}
                onChange={(v) => set(index, "clientSecret", v)}
              />
              <OptionText
                name={`${prefix}.authURL`}
                label="Auth URL"
                type="url"
                placeholder="The provider's default"
                value={provider.authURL}
                onChange={(v) => set(index, "authURL", v)}
              />
              <OptionText
                name={`${prefix}.tokenURL`}
                label="Token URL"
                type="url"
                placeholder="The provider's default"
                value={provider.tokenURL}
                onChange={(v) => set(index, "tokenURL", v)}
              />
              <OptionText
                name={`${prefix}.userInfoURL`}
                label="User info URL"
                type="url"
                placeholder="The provider's default"
                value={provider.userInfoURL}
                onChange={(v) => set(index, "userInfoURL", v)}
              />
              <Field name={`${prefix}.pkce`} label="PKCE" htmlFor={`${id}pkce${index}`}>
                <select
                  id={`${id}pkce${index}`}
                  className="input"
                  value={provider.pkce === true ? "on" : provider.pkce === false ? "off" : "default"}
                  onChange={(e) =>
                    set(index, "pkce", e.target.value === "default" ? null : e.target.value === "on")
                  }
                >
                  <option value="default">The provider's default</option>
                  <option value="on">On</option>
                  <option value="off">Off</option>
                </select>
              </Field>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-secondary txt-danger"
              onClick={() => remove(index)}
            >
              <Icon name="trash" size={14} /> Remove provider
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="btn btn-sm btn-secondary" onClick={add}>
        <Icon name="plus" size={14} /> Add provider
      </button>
    </div>
  );
}
