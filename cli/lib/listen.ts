/** @module Binding the HTTP server, with bind failures turned into one readable line. */
import type { Server } from "node:http";
import type { Express } from "express";
import { CliError, describeErrorCode, errorCode, oneLine } from "./cli-error.ts";

/** Starts listening on `host:port`. @throws CliError when the address cannot be bound */
export function listen(app: Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err?: Error) => {
      if (err) reject(bindError(err, host, port));
      else resolve(server);
    });
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
