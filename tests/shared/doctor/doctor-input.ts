/** A doctor input with nothing to report (tests plant one problem at a time on a copy). */
import type { Settings } from "../../../shared/client/settings.ts";
import type { DoctorInput } from "../../../shared/doctor/types.ts";
import type { Collection } from "../../../shared/models.ts";

export const NOW = Date.parse("2026-01-10T12:00:00Z");

export function collection(
  name: string,
  extra: Partial<Collection> & Record<string, unknown> = {},
): Collection {
  return {
    id: `id_${name}`,
    created: "",
    updated: "",
    name,
    type: "base",
    system: false,
    schema: [],
    indexes: [`CREATE INDEX \`idx_${name}_created\` ON \`${name}\` (\`created\`)`],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
    ...extra,
  } as Collection;
}

export function users(extra: Record<string, unknown> = {}): Collection {
  return collection("users", {
    type: "auth",
    listRule: "id = @request.auth.id",
    viewRule: "id = @request.auth.id",
    createRule: "",
    updateRule: "id = @request.auth.id && @request.auth.verified = true",
    deleteRule: "id = @request.auth.id",
    options: {
      allowEmailAuth: true,
      allowOAuth2Auth: false,
      allowUsernameAuth: false,
      exceptEmailDomains: null,
      manageRule: null,
      minPasswordLength: 8,
      onlyEmailDomains: null,
      requireEmail: true,
    },
    ...extra,
  } as Partial<Collection>);
}

const secret = "s".repeat(50);

export function cleanSettings(): Settings {
  const token = (duration: number) => ({ secret, duration });
  return {
    meta: { appName: "Acme", appUrl: "https://pb.example.com" } as Settings["meta"],
    logs: { maxDays: 5 },
    smtp: { enabled: true } as Settings["smtp"],
    s3: { enabled: false } as Settings["s3"],
    backups: { cron: "0 0 * * *", cronMaxKeep: 7, s3: { enabled: true } },
    adminAuthToken: token(1_209_600),
    adminPasswordResetToken: token(1800),
    adminFileToken: token(120),
    recordAuthToken: token(1_209_600),
    recordPasswordResetToken: token(1800),
    recordEmailChangeToken: token(1800),
    recordVerificationToken: token(604_800),
    recordFileToken: token(120),
  };
}

/** Clean data: protected rules, daily backups on S3, SMTP on, a public URL, long secrets. */
export function cleanInput(): DoctorInput {
  return {
    backendUrl: "https://pb.example.com",
    collections: [users(), collection("posts", { listRule: "@request.auth.id != ''" })],
    settings: cleanSettings(),
    backups: [{ key: "daily.zip", size: 1000, modified: "2026-01-10 00:00:01.000Z" }],
    requestLogCount: 1000,
    recordCounts: { posts: 500_000, users: 200_000 },
    s3: { storage: null, backups: { ok: true } },
    local: { logsDbBytes: 10_000_000, tokenSecrets: { adminAuthToken: secret } },
    now: NOW,
  };
}
