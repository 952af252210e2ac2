/** @module Finding an admin (a superuser on v0.23+) by email for the admins commands. */
import type { AdminEntry } from "../../../shared/client/generations/admins-api.ts";
import { CliError } from "../cli-error.ts";
import type { Target } from "../connect-target.ts";
import { apiCall } from "./api-error.ts";

/** The admin with this email. @throws CliError when there is none */
export async function findAdmin(target: Target, email: string): Promise<AdminEntry> {
  const admin = await apiCall("looking up the admin", () => target.api.admins.findByEmail(email));
  if (!admin) throw new CliError(`no admin with email ${email} at ${target.label}`);
  return admin;
}
