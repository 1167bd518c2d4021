/**
 * E-mails about an order's moves, to its buyer and its seller when their settings allow: the
 * buyer's 'suivi_commande' (order tracking), the seller's 'vente' (sales), and 'retour' for both
 * once a problem is reported. Sent through SMTP (nodemailer, SMTP_URL); without SMTP, nodemailer
 * writes each message as an `.eml` file under the outbox folder so a developer can open it.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppLanguageCode, NotificationSetting, OrderState } from '@vitrine/contract';
import i18next, { type i18n } from 'i18next';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.js';
import type { Queryable } from '../db/database.js';
import { settingsOf } from '../db/queries/settings.js';
import { ORDER_MAIL_TEXTS } from './notificationTexts.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where a failure to send goes: a move never fails for its e-mail. */
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

let texts: i18n | undefined;

/** One i18next instance of the server's own, with the e-mail texts. */
function mailTexts(): i18n {
  if (!texts) {
    texts = i18next.createInstance();
    void texts.init({
      resources: ORDER_MAIL_TEXTS,
      fallbackLng: 'fr',
      defaultNS: 'orderMail',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return texts;
}

interface Party {
  id_user: number;
  email: string;
  pseudo: string;
}

export interface OrderMove {
  id_commande: number;
  id_user: number;
  id_vendeur: number;
  etat: OrderState;
}

/** Who is told of a move, and the setting that lets them be. */
function recipients(move: OrderMove): Array<{ id_user: number; setting: NotificationSetting }> {
  const disputed = move.etat === 'disputed';
  return [
    { id_user: move.id_user, setting: disputed ? 'retour' : 'suivi_commande' },
    { id_user: move.id_vendeur, setting: disputed ? 'retour' : 'vente' },
  ];
}

/** Sends the e-mails of one move; a failure is reported, never thrown into the move. */
export async function mailOrderMove(db: Queryable, mailer: Mailer, move: OrderMove): Promise<void> {
  const [item] = await db.query<{ item: string }>(
    `SELECT m.nom_marque || ' ' || p.modele AS item
       FROM commande c JOIN produit p ON p.id_produit = c.id_produit JOIN marque m ON m.id_marque = p.id_marque
      WHERE c.id_commande = $1`,
    [move.id_commande],
  );
  const t = mailTexts();
  for (const { id_user, setting } of recipients(move)) {
    try {
      const settings = await settingsOf(db, id_user);
      if (settings?.[setting] !== '1') continue;
      const [party] = await db.query<Party>(
        'SELECT id_user, email, pseudo_profile AS pseudo FROM utilisateur WHERE id_user = $1',
        [id_user],
      );
      if (!party) continue;
      const lng: AppLanguageCode = settings.langue;
      const state = t.t(`states.${move.etat}`, { lng });
      const values = { lng, number: move.id_commande, state, pseudo: party.pseudo, item: item?.item ?? '' };
      await mailer.send({
        to: party.email,
        subject: t.t('subject', values),
        text: [t.t('greeting', values), '', t.t('moved', values), '', t.t('footer', values)].join('\n'),
        // Lets a mail client (and a test) tell which order a message is about.
        headers: { 'X-Vitrine-Commande': String(move.id_commande) },
      });
    } catch (error) {
      mailer.onError(error);
    }
  }
}
