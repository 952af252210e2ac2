/** @module The one failure shape of the command line: a readable line, no stack trace. */

/** A failure the user can act on; printed as `pbdeck: <message>` with a non-zero exit code. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
}

/** The message of any thrown value, folded onto one line. */
export function oneLine(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/\s*\n\s*/g, " ").trim() || "unexpected error";
}

/** Words for the system error codes a user can meet (listen, mkdir, connect). */
export function describeErrorCode(code: string | undefined): string | undefined {
  switch (code) {
    case "ECONNREFUSED":
      return "connection refused";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "host not found";
    case "ECONNRESET":
      return "connection reset";
    case "ETIMEDOUT":
    case "UND_ERR_CONNECT_TIMEOUT":
      return "connection timed out";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "read-only file system";
    case "ENOTDIR":
      return "a parent is not a directory";
    case "ENOSPC":
      return "no space left on device";
    default:
      return undefined;
  }
}

/** The `code` property of a system error, if it has one. */
export function errorCode(err: unknown): string | undefined {
  if (typeof err !== "object" || err === null || !("code" in err)) return undefined;
  return typeof err.code === "string" ? err.code : undefined;
}
