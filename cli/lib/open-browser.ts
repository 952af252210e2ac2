/** @module Opening the console in the user's browser, only when someone is there to see it. */
import open from "open";
import { oneLine } from "./cli-error.ts";

/** False with --no-open, in CI or when stdout is not a terminal. */
export function shouldOpenBrowser(wanted: boolean, env = process.env, isTty = process.stdout.isTTY): boolean {
  return wanted && !env.CI && isTty === true;
}

/** Opens `url`; a failure is only a warning (the URL is printed anyway). */
export async function openInBrowser(url: string, warn: (line: string) => void): Promise<void> {
  const failed = (err: unknown) => warn(`could not open a browser (${oneLine(err)}); open ${url} yourself`);
  try {
    const child = await open(url);
    child.once("error", failed);
  } catch (err) {
    failed(err);
  }
}
