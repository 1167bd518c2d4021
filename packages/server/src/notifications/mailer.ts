/**
 * How e-mails leave the server: through SMTP (nodemailer, SMTP_URL); without SMTP, nodemailer
 * composes each message as an `.eml` file under the outbox folder so a developer can open it.
 * What is sent, and when, is the outbox's (notifications/outbox.ts): this only hands one message
 * over, and fails when the server does not take it.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML: a message has both parts. */
  html?: string;
  /** The same for every try of one e-mail, so a mail client can tell a repeat. */
  messageId?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where a failure to send goes: nothing a user does fails for its e-mail. */
  onError(error: unknown): void;
}

/**
 * Every try ends within about two minutes, well inside the outbox's lease of an e-mail, unless
 * SMTP_URL names its own timeouts (nodemailer reads its options from the URL's query).
 */
const TIMEOUTS = { connectionTimeout: '30000', greetingTimeout: '30000', socketTimeout: '60000' };

function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** SMTP when configured, else `.eml` files in the outbox (nodemailer composes them either way). */
export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>,
  onError: (error: unknown) => void = () => {},
): Mailer {
  // The sender's domain names the Message-ID, as RFC 5322 asks.
  const domain = /@([^>\s]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? 'vitrine.invalid';
  const compose = ({ messageId, ...message }: MailMessage) => ({
    from: config.mailFrom,
    ...message,
    ...(messageId ? { messageId: `<${messageId}@${domain}>` } : {}),
  });
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(config.smtpUrl));
    return {
      onError,
      async send(message) {
        await transport.sendMail(compose(message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    onError,
    async send(message) {
      const info = await transport.sendMail(compose(message));
      mkdirSync(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      writeFileSync(join(config.outboxDir, name), info.message as Buffer);
    },
  };
}
