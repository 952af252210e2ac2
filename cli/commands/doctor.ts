/** @module `pbdeck doctor [--json]`: what is wrong with a backend; exit 0 clean, 2 with findings, 1 on error. */
import { resolve } from "node:path";
import { gatherDoctorInput } from "../../shared/doctor/gather.ts";
import { type DoctorReport, runDoctor } from "../../shared/doctor/run-doctor.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { readLocalFacts } from "../lib/doctor/local-facts.ts";
import { reportLines } from "../lib/doctor/report-text.ts";
import { apiCall } from "../lib/script/api-error.ts";
import { colourOn, out, outJson } from "../lib/script/output.ts";
import { withTarget } from "../lib/script/with-target.ts";

/** The exit code when the doctor has findings. */
export const FINDINGS_EXIT_CODE = 2;

export interface DoctorOptions extends TargetOptions {
  json?: boolean;
}

/** The `--json` document (documented in the README; keep its keys stable). */
export interface DoctorJson extends DoctorReport {
  target: string;
  checkedAt: string;
}

/** Gathers, checks, prints the findings (text or JSON) and sets the exit code. */
export async function run(_args: string[], opts: DoctorOptions): Promise<void> {
  const local = opts.backend || opts.profile ? undefined : resolve(opts.dir ?? "./pb_data");
  const { label, report } = await withTarget(opts, async (target) => {
    const facts = local ? await readLocalFacts(local) : undefined;
    const input = await apiCall("reading the backend", () =>
      gatherDoctorInput(target.client, target.client.pb.baseUrl, facts, target.api),
    );
    return { label: target.label, report: runDoctor(input) };
  });
  if (opts.json) {
    const json: DoctorJson = { target: label, checkedAt: new Date().toISOString(), ...report };
    outJson(json);
  } else for (const line of reportLines(report, label, colourOn(process.stdout))) out(line);
  if (report.findings.length > 0) process.exitCode = FINDINGS_EXIT_CODE;
}
