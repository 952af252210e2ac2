/** @module Questions on the terminal: a masked password, a line of text and a yes/no confirmation (stderr, never stdout). */
import { createInterface } from "node:readline";
import { CliError } from "./cli-error.ts";

/** Whether stdin and stderr are a terminal, so that a question can be asked and answered. */
export function canAsk(): boolean {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY);
}

/**
 * Asks for a secret on the terminal, echoing `*` per character.
 * @throws CliError when the question is cancelled (Ctrl+C, Ctrl+D)
 */
export function askSecret(question: string): Promise<string> {
  const stdin = process.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    // raw mode (no echo) before the question: keys typed right after it must not show
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    process.stderr.write(question);
    const finish = (error: CliError | null) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return finish(null);
        if (ch === "\u0003" || ch === "\u0004") return finish(new CliError("cancelled"));
        if (ch === "\u007f" || ch === "\b") {
          if (value.length > 0) {
            value = value.slice(0, -1);
            process.stderr.write("\b \b");
          }
          continue;
        }
        if (ch < " ") continue;
        value += ch;
        process.stderr.write("*");
      }
    };
    stdin.on("data", onData);
  });
}

/**
 * Asks for one line of text on the terminal (shown as typed), trimmed.
 * @throws CliError when the question is cancelled (Ctrl+C, Ctrl+D, or the input ends)
 */
export async function askLine(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await new Promise<string>((resolve, reject) => {
      // Ctrl+D (or the end of the input) closes the interface without an answer
      rl.once("close", () => reject(new CliError("cancelled")));
      rl.once("SIGINT", () => reject(new CliError("cancelled")));
      rl.question(question, (answer) => resolve(answer.trim()));
    });
  } finally {
    rl.close();
  }
}

/** Asks a yes/no question on the terminal; only `y` or `yes` is a yes. */
export async function askYesNo(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await new Promise<string>((resolve) => rl.question(`${question} [y/N] `, resolve));
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
