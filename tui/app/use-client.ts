/** @module The connected client, for views (they render only once connected). */
import { useContext } from "react";
import type { Client } from "../../shared/client/index.ts";
import { ClientContext } from "./contexts.ts";

/** The connected client. @throws Error when used outside the connected app */
export function useClient(): Client {
  const client = useContext(ClientContext);
  if (!client) throw new Error("useClient() outside a connected app");
  return client;
}
