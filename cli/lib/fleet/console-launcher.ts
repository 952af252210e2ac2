/** @module `o` in the fleet: starts `pbdeck --profile NAME` on a free port, opens the browser; stops them when the fleet ends. */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { oneLine } from "../cli-error.ts";
import { openInBrowser } from "../open-browser.ts";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The consoles started from the fleet, one per profile. */
export class ConsoleLauncher {
  readonly #running = new Map<string, { child: ChildProcess; url: string }>();

  readonly #openBrowser: boolean;

  constructor(openBrowser: boolean) {
    this.#openBrowser = openBrowser;
  }

  /** Starts (or reuses) the console of `name`; resolves with the line the fleet shows. */
  async open(name: string): Promise<string> {
    const running = this.#running.get(name);
    if (running && running.child.exitCode === null) return this.#opened(name, running.url);
    try {
      const port = await freePort();
      const child = spawn(
        process.execPath,
        [process.argv[1] ?? "", "--profile", name, "--http", `127.0.0.1:${port}`, "--no-open"],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      const url = await consoleUrl(child);
      this.#running.set(name, { child, url });
      return this.#opened(name, url);
    } catch (err) {
      return `The console for ${name} did not start: ${oneLine(err)}`;
    }
  }

  async #opened(name: string, url: string): Promise<string> {
    let warning = "";
    if (this.#openBrowser) await openInBrowser(url, (line) => (warning = ` (${line})`));
    return `Console for ${name}: ${url}${warning} (stops when you quit the fleet)`;
  }

  /** Stops every console started here (by pid). */
  stopAll(): void {
    for (const { child } of this.#running.values()) if (child.exitCode === null) child.kill("SIGTERM");
    this.#running.clear();
  }
}

/** Waits for the `Console: URL` line the server prints once it listens. */
function consoleUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error("no answer within 20 s"));
    }, 20_000);
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      const url = /^Console: (\S+)$/m.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.stderr?.on("data", (chunk) => {
      out += chunk;
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(/pbdeck: (.*)/.exec(out)?.[1] ?? `it exited with code ${code}`));
    });
  });
}
