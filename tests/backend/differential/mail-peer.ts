/**
 * One SMTP peer for the groups that send mail: both servers' settings point at it, so neither
 * tries the fixture's unreachable smtp.example.com and both behave the same.
 */
import { type SmtpPeer, startSmtpPeer } from "../../helpers/smtp-peer.ts";
import { tokenFor } from "./send.ts";
import type { ServerUnderTest } from "./types.ts";

let peer: Promise<SmtpPeer> | undefined;

/** Points one server's SMTP settings at the shared peer (started on first use). */
export async function useMailPeer(server: ServerUnderTest): Promise<void> {
  peer ??= startSmtpPeer();
  const { port } = await peer;
  const res = await fetch(`${server.url}/api/settings`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", Authorization: tokenFor("admin", server) as string },
    body: JSON.stringify({
      smtp: {
        enabled: true,
        host: "127.0.0.1",
        port,
        tls: false,
        authMethod: "",
        username: "",
        password: "",
      },
    }),
  });
  if (!res.ok) throw new Error(`${server.label}: SMTP settings refused: ${await res.text()}`);
}

/** Closes the peer once its groups are done. */
export async function closeMailPeer(): Promise<void> {
  const started = peer;
  peer = undefined;
  if (started) await (await started).close();
}
