/**
 * How e-mails leave the server: through SMTP (nodemailer, SMTP_URL); without SMTP, nodemailer
 * composes each message as an `.eml` file under the outbox folder so a developer can open it.
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
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where a failure to send goes: nothing a user does fails for its e-mail. */
  onError(error: unknown): void;
}

/** SMTP when configured, else `.eml` files in the outbox (nodemailer composes them either way). */
export function createMailer(
  config: Pick<ServerConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>,
  onError: (error: unknown) => void = () => {},
): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      onError,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    onError,
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      mkdirSync(config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      writeFileSync(join(config.outboxDir, name), info.message as Buffer);
    },
  };
}
