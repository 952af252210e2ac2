/** @module Finding an admin by email for the admins commands. */
import type { Admin } from "../../../shared/client/index.ts";
import { CliError } from "../cli-error.ts";
import type { Target } from "../connect-target.ts";
import { apiCall } from "./api-error.ts";

/** The admin with this email. @throws CliError when there is none */
export async function findAdmin(target: Target, email: string): Promise<Admin> {
  const literal = JSON.stringify(email);
  const page = await apiCall("looking up the admin", () =>
    target.client.pb.admins.getList(1, 1, { filter: `email = ${literal}`, requestKey: null }),
  );
  const admin = page.items[0] as unknown as Admin | undefined;
  if (!admin) throw new CliError(`no admin with email ${email} at ${target.label}`);
  return admin;
}
