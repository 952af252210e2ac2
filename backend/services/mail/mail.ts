/**
 * @module Sending emails: SMTP (settings.smtp) when enabled, else the local `sendmail` binary, as
 * PocketBase does. Every message is HTML, from `meta.senderName <meta.senderAddress>`.
 */

import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import type { Transporter } from "nodemailer";
import nodemailer from "nodemailer";
import type { Backend } from "../../context.ts";
import type { Settings } from "../settings/settings-defaults.ts";

/** One outgoing message. */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
}

/** Mail cannot go out at all: SMTP is off and the machine has no `sendmail` to fall back on. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super(
      "SMTP is not enabled and this machine has no sendmail program: configure an SMTP server in Settings > Mail settings.",
    );
  }
}

/**
 * Sends a message with the current settings.
 * @throws MailNotConfiguredError when SMTP is disabled and no sendmail is installed; Error when the
 * transport refuses or cannot deliver the message.
 */
export async function sendMail(backend: Backend, message: MailMessage): Promise<void> {
  const { meta, smtp } = backend.settings;
  // checked up front: spawning a missing sendmail only yields a cryptic ENOENT
  if (!smtp.enabled && !sendmailInstalled()) throw new MailNotConfiguredError();
  const transport = createTransport(smtp);
  try {
    await transport.sendMail({
      from: { name: meta.senderName, address: meta.senderAddress },
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: htmlToText(message.html),
    });
  } finally {
    transport.close();
  }
}

// looked up on PATH, where the transport spawns it from
function sendmailInstalled(): boolean {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir === "") continue;
    try {
      accessSync(join(dir, "sendmail"), constants.X_OK);
      return true;
    } catch {
      // not in this directory
    }
  }
  return false;
}

function createTransport(smtp: Settings["smtp"]): Transporter {
  if (!smtp.enabled) return nodemailer.createTransport({ sendmail: true, newline: "unix", path: "sendmail" });
  const withAuth = smtp.username !== "" || smtp.password !== "";
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    // implicit TLS when enabled; otherwise STARTTLS is used when the server offers it
    secure: smtp.tls,
    name: smtp.localName || undefined,
    auth: withAuth ? { user: smtp.username, pass: smtp.password } : undefined,
    authMethod: smtp.authMethod === "LOGIN" ? "LOGIN" : "PLAIN",
    connectionTimeout: 30_000,
  });
}

// a readable plain-text alternative for clients that do not render HTML
function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
    .replace(/<br\s*\/?>|<\/(p|div|h\d|li|tr)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
