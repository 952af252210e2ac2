/** @module Binding the HTTP server, with bind failures turned into one readable line. */
import { createServer, type RequestListener, type Server } from "node:http";
import { CliError, describeErrorCode, errorCode, oneLine } from "./cli-error.ts";

/** Starts listening on `host:port`. @throws CliError when the address cannot be bound */
export function listen(handler: RequestListener, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer(handler);
    server.once("error", (err) => reject(bindError(err, host, port)));
    server.listen(port, host, () => resolve(server));
  });
}

function bindError(err: Error, host: string, port: number): CliError {
  const where = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  switch (errorCode(err)) {
    case "EADDRINUSE":
      return new CliError(`${where} is already in use; choose another port with --http HOST:PORT`);
    case "EADDRNOTAVAIL":
      return new CliError(`cannot listen on ${where}: the address does not belong to this machine`);
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new CliError(`cannot listen on ${where}: unknown host "${host}"`);
    default:
      return new CliError(`cannot listen on ${where}: ${describeErrorCode(errorCode(err)) ?? oneLine(err)}`);
  }
}
