/** @module Saved backends ("profiles") in a conf store readable by the owner only (mode 0600). */
import Conf from "conf";
import { CliError, oneLine } from "./cli-error.ts";

/** A saved backend; no password is ever stored, only the admin token of `pbdeck profiles login`. */
export interface Profile {
  backend: string;
  email?: string;
  /** Admin token from `pbdeck profiles login`, refreshed on use. */
  token?: string;
  /** Host names `pbdeck --profile` serves besides this machine's own (as `--allowed-hosts`). */
  allowedHosts?: string[];
  /** Origins whose pages may use the API of `pbdeck --profile` (as `--cors`). */
  cors?: string[];
}

interface ProfileFile {
  profiles: Record<string, Profile>;
}

const NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Whether `name` can be used as a profile name (letters, digits, `-`, `_`). */
export function isValidProfileName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

/** The profiles store: in PBDECK_CONFIG_DIR when set, else the user's config directory. */
export class ProfileStore {
  readonly #conf: Conf<ProfileFile>;

  constructor(configDir = process.env.PBDECK_CONFIG_DIR || undefined) {
    this.#conf = new Conf<ProfileFile>({
      projectName: "pbdeck",
      projectSuffix: "",
      configName: "profiles",
      cwd: configDir,
      configFileMode: 0o600,
      // profile names are keys; dots in them must not create nested objects
      accessPropertiesByDotNotation: false,
      defaults: { profiles: {} },
    });
  }

  /** The file the profiles are stored in. */
  get path(): string {
    return this.#conf.path;
  }

  /** All profiles, sorted by name. */
  list(): Array<[string, Profile]> {
    return Object.entries(this.#conf.get("profiles")).sort(([a], [b]) => a.localeCompare(b));
  }

  /** The profile named `name`, if saved. */
  get(name: string): Profile | undefined {
    return Object.hasOwn(this.#conf.get("profiles"), name) ? this.#conf.get("profiles")[name] : undefined;
  }

  /** Creates or replaces a profile. */
  save(name: string, profile: Profile): void {
    this.#conf.set("profiles", { ...this.#conf.get("profiles"), [name]: profile });
  }

  /** Keeps (or, with undefined, forgets) the admin token of a saved profile; false when there is no such profile. */
  setToken(name: string, token: string | undefined): boolean {
    const profile = this.get(name);
    if (!profile) return false;
    const { token: _old, ...rest } = profile;
    this.save(name, token ? { ...rest, token } : rest);
    return true;
  }

  /** Deletes a profile; false when there was none. */
  remove(name: string): boolean {
    const { [name]: removed, ...rest } = this.#conf.get("profiles");
    if (!removed) return false;
    this.#conf.set("profiles", rest);
    return true;
  }
}

/** Opens the profiles store. @throws CliError when the store file cannot be read or written */
export function openProfileStore(): ProfileStore {
  try {
    return new ProfileStore();
  } catch (err) {
    throw new CliError(`cannot open the profiles store: ${oneLine(err)}`);
  }
}
