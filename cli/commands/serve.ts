import type { Command } from "commander";
import { startLocalServer } from "../server.ts";

export const description = "Serve the console and the API (the default command)";

/** Parses `HOST:PORT` (IPv6 as `[::1]:8090`). @throws Error on a malformed address */
export function parseHttpAddress(value: string): { host: string; port: number } {
  const match = /^(?:\[([^\]]+)\]|([^:]*)):(\d{1,5})$/.exec(value);
  const port = match ? Number(match[3]) : Number.NaN;
  if (!match || port > 65535) throw new Error(`invalid --http address "${value}": expected HOST:PORT`);
  return { host: match[1] ?? (match[2] || "127.0.0.1"), port };
}

export function register(program: Command): Command {
  return program
    .command("serve", { isDefault: true })
    .description(description)
    .option("--dir <path>", "the pb_data directory", "./pb_data")
    .option("--http <host:port>", "address to listen on", "127.0.0.1:8090")
    .option("--no-open", "do not open the browser")
    .action(async (opts: { dir: string; http: string; open: boolean }) => {
      const { host, port } = parseHttpAddress(opts.http);
      const server = await startLocalServer({ dataDir: opts.dir, host, port });
      console.log(`pbdeck is running: console ${server.url}/_/  API ${server.url}/api/`);
      const stop = async () => {
        await server.close();
        process.exit(0);
      };
      process.once("SIGTERM", stop);
      process.once("SIGINT", stop);
    });
}
