/**
 * @module `pbdeck export [--out FILE]`: the collections JSON that the server's own dashboard exports
 * (`schema` up to v0.22, `fields` from v0.23), to stdout or a file.
 */
import { writeFileSync } from "node:fs";
import { plural } from "../../shared/plural.ts";
import { exportCollections } from "../../shared/schema/collections-export.ts";
import { exportFieldsCollections } from "../../shared/schema/fields-export.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "../lib/cli-error.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { fetchCollections } from "../lib/script/fetch-collections.ts";
import { outJson, say } from "../lib/script/output.ts";
import { withTarget } from "../lib/script/with-target.ts";

export interface ExportOptions extends TargetOptions {
  out?: string;
  json?: boolean;
}

/** Writes the export (with a final newline); with --out, --json prints `{file, collections}`. */
export async function run(_args: string[], opts: ExportOptions): Promise<void> {
  const { collections, format } = await withTarget(opts, async (target) => ({
    collections: await fetchCollections(target),
    format: target.api.collections.format,
  }));
  const text = `${format === "fields" ? exportFieldsCollections(collections) : exportCollections(collections)}\n`;
  if (!opts.out) {
    process.stdout.write(text);
    return;
  }
  try {
    writeFileSync(opts.out, text);
  } catch (err) {
    throw new CliError(`cannot write ${opts.out}: ${describeErrorCode(errorCode(err)) ?? oneLine(err)}`);
  }
  if (opts.json) outJson({ file: opts.out, collections: collections.length });
  else say(`Exported ${plural(collections.length, "collection")} to ${opts.out}`);
}
