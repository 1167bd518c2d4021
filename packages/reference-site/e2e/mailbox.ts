/**
 * The journeys' mailbox: without SMTP the server writes each e-mail as an `.eml` file in its
 * outbox folder (OUTBOX_DIR, which playwright.config.ts sets and names in its metadata). A journey
 * reads the e-mails sent to one of its own unique addresses, parsed as a mail client would (an
 * encoded part decoded, the headers read), so that earlier runs' e-mails left in the folder and
 * other journeys' never count.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import PostalMime, { type Email } from 'postal-mime';

export type { Email } from 'postal-mime';

/** The folder the server writes its e-mails to, for a journey server on `port`. */
export function outboxFolder(tmp: string, port: number): string {
  return join(tmp, `vitrine-e2e-mail-${port}`);
}

function outbox(): string {
  const folder = test.info().config.metadata.outboxDir;
  if (typeof folder !== 'string') throw new Error('playwright.config.ts names no outboxDir in its metadata');
  return folder;
}

/** The e-mails sent so far to `address`, oldest first. */
export async function mailsTo(address: string): Promise<Email[]> {
  const folder = outbox();
  const files = (await readdir(folder).catch(() => [])).sort();
  const raws = await Promise.all(files.map((file) => readFile(join(folder, file))));
  const wanted = address.toLowerCase();
  // Only the files naming the address are parsed: the folder keeps every run's e-mails.
  const candidates = raws.filter((raw) => raw.toString('latin1').toLowerCase().includes(wanted));
  const mails = await Promise.all(candidates.map((raw) => PostalMime.parse(raw)));
  return mails.filter((mail) => mail.to?.some((to) => to.address?.toLowerCase() === wanted));
}

/** A header of an e-mail (its name in any case), or undefined. */
export function headerOf(mail: Email, name: string): string | undefined {
  return mail.headers.find((header) => header.key === name.toLowerCase())?.value;
}

/**
 * The one e-mail to `address` that `which` picks, once the server has written it: the outbox
 * sends right after the move that made it, and again at each job run.
 */
export async function mailTo(address: string, which: (mail: Email) => boolean): Promise<Email> {
  let found: Email[] = [];
  await expect
    .poll(async () => {
      found = (await mailsTo(address)).filter(which);
      return found.length;
    }, `an e-mail to ${address}`)
    .toBeGreaterThan(0);
  expect(found, `one such e-mail to ${address}`).toHaveLength(1);
  return found[0] as Email;
}

/** The account e-mail of `kind` (its `X-Vitrine-Account` header: a reset link, a confirmation) to `address`. */
export function accountMail(address: string, kind: string): Promise<Email> {
  return mailTo(address, (mail) => headerOf(mail, 'x-vitrine-account') === kind);
}
