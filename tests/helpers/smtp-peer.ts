/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps what it receives, as the mail tests' peer. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded. */
  body: string;
}

export interface SmtpPeer {
  port: number;
  inbox: ReceivedMail[];
  /** Credentials the clients signed in with. */
  logins: Array<{ method: string; username: string; password: string }>;
  /** Resolves with the first received message (now or later) that `match` accepts. */
  nextMail(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The address whose mailbox refuses mail, to exercise send failures. */
export const refusedAddress = "refused@example.com";

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Starts the peer; with `requireAuth` clients must sign in (PLAIN or LOGIN, any credentials). */
export async function startSmtpPeer(options: { requireAuth?: boolean } = {}): Promise<SmtpPeer> {
  const inbox: ReceivedMail[] = [];
  const logins: SmtpPeer["logins"] = [];
  const waiters: Array<() => void> = [];
  const smtp = new SMTPServer({
    authOptional: !options.requireAuth,
    authMethods: ["PLAIN", "LOGIN"],
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ method: auth.method, username: auth.username ?? "", password: auth.password ?? "" });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (address.address === refusedAddress) callback(new Error("mailbox unavailable"));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1].trim() ?? "",
          body: decodeQuotedPrintable(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    inbox,
    logins,
    nextMail(match) {
      return new Promise((resolve) => {
        const check = () => {
          const found = inbox.find(match);
          if (found) resolve(found);
          return Boolean(found);
        };
        if (!check()) waiters.push(() => void check());
      });
    },
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
