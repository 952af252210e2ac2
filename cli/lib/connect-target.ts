/** @module The backend a script command works on: --dir (embedded, as the first admin), --backend or --profile. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { type ApiGeneration, isAdminsRouteGone } from "../../shared/client/api-generation.ts";
import { type GenerationApi, generationApi } from "../../shared/client/generations/generation-api.ts";
import { type SessionKind, signInApi } from "../../shared/client/generations/sign-in-api.ts";
import { type Client, ClientResponseError, createClient } from "../../shared/client/index.ts";
import { tokenKind } from "../../shared/client/token-kind.ts";
import { signInAdmin, terminalPrompts } from "./admin-sign-in.ts";
import { displayUrl, parseBackendUrl } from "./backend-url.ts";
import { CliError, oneLine } from "./cli-error.ts";
import { resumeStoredSession, sessionKind, signInAgain } from "./profile-session.ts";
import { openProfileStore } from "./profile-store.ts";
import { apiGenerationOf, checkRemoteHealth, networkReason } from "./remote-backend.ts";
import { unsupportedCommand } from "./script/generation-support.ts";

export interface TargetOptions {
  dir?: string;
  /** The migrations folder applied when --dir opens (default: pb_migrations beside it). */
  migrations?: string;
  backend?: string;
  profile?: string;
  email?: string;
  /** Only ever set by the hidden --password option, to refuse it with a hint. */
  password?: string;
  /** With --dir and no admin yet, connect without signing in (to create the first admin). */
  allowNoAdmin?: boolean;
  /**
   * The script command connecting (`logs`, `admins list`): decides which API generations it may
   * work on (cli/lib/script/generation-support.ts); without one, only the v0.18 API.
   */
  command?: string;
}

export interface Target {
  /** Signed in as an admin (a superuser on v0.23+). */
  client: Client;
  /** The server's API generation, told once at connection, and the resources through its adapters. */
  api: GenerationApi;
  /** `embedded backend in DIR` or the URL, for messages. */
  label: string;
  /** Signs out and, for --dir, stops the embedded backend. */
  close(): Promise<void>;
}

/** The hint of every refusal of a password on the command line. */
export const PASSWORD_HINT =
  "a password on the command line ends up in the shell history and the process list; set PBDECK_PASSWORD or PBDECK_TOKEN, or let pbdeck ask on a terminal";

/** @throws CliError when --password was given (commands that ask for anything first call this first) */
export function refusePasswordOption(options: TargetOptions): void {
  if (options.password !== undefined) throw new CliError(`--password is refused: ${PASSWORD_HINT}`);
}

/**
 * Connects to the backend chosen by the options (default: `./pb_data` when it exists) and signs in
 * as an admin: with --dir as the first admin (reading pb_data already gives everything away), else
 * with PBDECK_TOKEN, the profile's stored token (`pbdeck profiles login`, refreshed on use), or the
 * profile's or --email's admin with PBDECK_PASSWORD or a masked prompt.
 * @throws CliError for conflicting or missing options, an unreachable backend or wrong credentials
 */
export async function connectTarget(options: TargetOptions): Promise<Target> {
  refusePasswordOption(options);
  const chosen = (["dir", "backend", "profile"] as const).filter((key) => options[key] !== undefined);
  if (chosen.length > 1) {
    throw new CliError(`choose one of --${chosen.join(", --")}: they name different backends`);
  }
  if (options.backend || options.profile) return connectRemote(options);
  const dir = options.dir ?? "./pb_data";
  if (!existsSync(resolve(dir))) {
    throw new CliError(
      options.dir === undefined
        ? "no backend: pass --dir DIR (a pb_data directory), --backend URL or --profile NAME"
        : `--dir ${dir} does not exist`,
    );
  }
  if (options.email !== undefined)
    throw new CliError("--email is for --backend and --profile: --dir signs in as the first admin");
  return connectEmbedded(dir, options.allowNoAdmin === true, options.migrations);
}

async function connectEmbedded(dir: string, allowNoAdmin: boolean, migrations?: string): Promise<Target> {
  // loaded on demand: it pulls in SQLite and the whole backend
  const { startEmbeddedApi } = await import("../../backend/app.ts");
  let api: Awaited<ReturnType<typeof startEmbeddedApi>>;
  try {
    api = await startEmbeddedApi(resolve(dir), {
      migrationsDir: migrations === undefined ? undefined : resolve(migrations),
    });
  } catch (err) {
    throw new CliError(`cannot open --dir ${dir}: ${oneLine(err)}`);
  }
  const client = createClient(api.url, undefined, { autoCancel: false });
  const label = `embedded backend in ${resolve(dir)}`;
  const target = { client, label, api: generationApi(client, "v0.18"), close: () => api.close() };
  if (!api.firstAdmin && allowNoAdmin) return target;
  if (!api.firstAdmin) {
    await api.close();
    throw new CliError(
      `--dir ${dir} has no admin yet: create one with pbdeck admins create EMAIL --dir ${dir}`,
    );
  }
  client.pb.authStore.save(api.firstAdmin.token, null);
  return target;
}

function remoteUrl(options: TargetOptions): { url: URL; email?: string; label: string } {
  if (options.backend) {
    const url = parseBackendUrl(options.backend);
    if (url.password) throw new CliError(`a password in the --backend URL is refused: ${PASSWORD_HINT}`);
    return { url, email: options.email, label: displayUrl(url) };
  }
  const name = options.profile ?? "";
  const profile = openProfileStore().get(name);
  if (!profile) throw new CliError(`no profile named "${name}" (see pbdeck profiles list)`);
  const url = parseBackendUrl(profile.backend, `profile "${name}" backend`);
  return { url, email: options.email ?? profile.email, label: `${displayUrl(url)} (profile ${name})` };
}

/**
 * Checks the health (which tells v0.23+), signs in, then tells the API generation from the sign-in (a
 * superuser: v0.23+) and one signed-in request: no guest probe or failed sign-in lands in the
 * server's request logs. A command that does
 * not speak that generation stops here (cli/lib/script/generation-support.ts).
 */
async function connectRemote(options: TargetOptions): Promise<Target> {
  const { url, email, label } = remoteUrl(options);
  // v0.23+ tells itself in its health answer: its superusers sign in without a try at /api/admins
  const told = await checkRemoteHealth(url);
  const client = createClient(url.href, undefined, { autoCancel: false });
  const as = await signInRemote(client, email, label, options, told ?? "unknown");
  const generation: ApiGeneration =
    as === "superuser" ? "v0.23+" : await apiGenerationOf(url, client.pb.authStore.token);
  const unsupported = unsupportedCommand(options.command, generation, displayUrl(url));
  if (unsupported) {
    client.pb.authStore.clear();
    throw new CliError(unsupported);
  }
  return {
    client,
    label,
    api: generationApi(client, generation),
    close: async () => client.pb.authStore.clear(),
  };
}

/** Why PBDECK_TOKEN cannot sign in, naming what the token is when it can be told. */
function notAdminTokenReason(token: string): string {
  return tokenKind(token) === "record"
    ? "PBDECK_TOKEN is a user's token (an auth record's), not an admin or superuser token"
    : "PBDECK_TOKEN is not an admin or superuser token";
}

/** Signs `client` in: PBDECK_TOKEN, the profile's stored session, or the admin's password (and code). */
async function signInRemote(
  client: Client,
  email: string | undefined,
  label: string,
  options: TargetOptions,
  generation: ApiGeneration,
): Promise<SessionKind> {
  const { pb } = client;
  const token = process.env.PBDECK_TOKEN;
  if (token) {
    const kind = tokenKind(token);
    if (kind !== "admin" && kind !== "superuser") throw new CliError(notAdminTokenReason(token));
    pb.authStore.save(token, null);
    await refreshToken(() => signInApi(kind).refresh(pb), kind, label);
    return kind;
  }
  if (options.profile && !options.backend) {
    const session = await resumeStoredSession(openProfileStore(), options.profile, client);
    const kind = sessionKind(client);
    if (session === "signed-in" && kind) return kind;
    if (session === "admins-gone") {
      throw new CliError(
        `the stored admin token is for PocketBase v0.18 to v0.22 and ${label} answers like PocketBase v0.23 or newer: ${signInAgain(options.profile)}`,
      );
    }
    if (session === "expired") throw new CliError(signInAgain(options.profile));
    if (session === "unreachable")
      throw new CliError(`cannot refresh the session of profile ${options.profile} at ${label}`);
  }
  if (!email) {
    throw new CliError(
      "no admin to sign in as: pass --email EMAIL (or save one with pbdeck profiles add), or set PBDECK_TOKEN",
    );
  }
  const noPassword = `no password for admin ${email}: set PBDECK_PASSWORD (or PBDECK_TOKEN) when not on a terminal`;
  return signInAdmin(client, email, label, terminalPrompts({ email, label, noPassword }), generation);
}

/** Refreshes PBDECK_TOKEN, a token of this kind, failing in one line. */
async function refreshToken(call: () => Promise<unknown>, kind: SessionKind, label: string): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (!(err instanceof ClientResponseError)) throw err;
    if (err.status === 0) throw new CliError(`cannot reach the backend at ${label}: ${networkReason(err)}`);
    if (kind === "admin" && isAdminsRouteGone(err.status)) {
      throw new CliError(
        `PBDECK_TOKEN is an admin token (PocketBase v0.18 to v0.22) and ${label} answers like PocketBase v0.23 or newer: use a superuser's token`,
      );
    }
    // a refused, expired or foreign token (404: a superuser's token where there is no _superusers)
    if ([400, 401, 403, 404].includes(err.status)) throw new CliError(`PBDECK_TOKEN was refused (${label})`);
    throw new CliError(`signing in to ${label} failed: ${err.message}`);
  }
}
