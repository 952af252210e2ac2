/** @module A new admin password: PBDECK_NEW_PASSWORD, or typed twice at a masked prompt. Never an argument. */
import { CliError } from "../cli-error.ts";
import { askSecret, canAsk } from "../prompt.ts";

/** Refuses operands after the email: a password typed as one. @throws CliError with a hint */
export function refusePasswordArgument(args: string[]): void {
  if (args.length > 1) {
    throw new CliError(
      "a password given as an argument is refused: set PBDECK_NEW_PASSWORD or let pbdeck ask on a terminal (it is never read from the command line)",
    );
  }
}

/** The new password for `email`. @throws CliError when there is none and no terminal to ask on */
export async function readNewPassword(email: string): Promise<string> {
  const fromEnv = process.env.PBDECK_NEW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!canAsk()) {
    throw new CliError(`no password for ${email}: set PBDECK_NEW_PASSWORD when not on a terminal`);
  }
  const password = await askSecret(`New password for ${email}: `);
  const again = await askSecret("Password again: ");
  if (password !== again) throw new CliError("the two passwords differ");
  return password;
}
