/** @module The `{token, record}` answer of the record auth routes. */
import type { RecordModel } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import type { StoredRecord } from "../common/caller.ts";
import { createRecordToken } from "../common/tokens.ts";
import { exportRecord } from "../records/record-export.ts";

export interface RecordAuthResponse {
  token: string;
  record: RecordModel;
  meta?: Record<string, unknown>;
}

/** Query options of an auth response (`fields` trims the whole answer, at the HTTP layer). */
export interface AuthResponseOptions {
  expand?: string;
}

/**
 * A fresh auth token and the record, always with its email; `expand` is resolved as the
 * authenticated record would see it, whoever the caller was.
 */
export async function recordAuthResponse(
  backend: Backend,
  record: StoredRecord,
  options: AuthResponseOptions = {},
): Promise<RecordAuthResponse> {
  const token = await createRecordToken(backend, record, "recordAuthToken");
  const json = exportRecord(
    backend,
    record,
    { admin: null, record },
    { expand: options.expand, showEmail: true },
  );
  return { token, record: json };
}
