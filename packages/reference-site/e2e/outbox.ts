/** The e-mails the journeys' server wrote (as `.eml` files, without SMTP), read back as a mail client would. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';
import { E2E_OUTBOX_DIR } from '../playwright.config.js';

type Email = Awaited<ReturnType<typeof PostalMime.parse>>;

/** Every e-mail sent to `address`, parsed. */
async function mailsTo(address: string): Promise<Email[]> {
  if (!existsSync(E2E_OUTBOX_DIR)) return [];
  const mails = await Promise.all(
    readdirSync(E2E_OUTBOX_DIR).map((file) => PostalMime.parse(readFileSync(join(E2E_OUTBOX_DIR, file)))),
  );
  return mails.filter((mail) => mail.to?.some((to) => 'address' in to && to.address === address));
}

/** Waits for the e-mail of `kind` (its `X-Vitrine-Account` header) sent to `address`. */
export async function accountMail(address: string, kind: string): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find(
          (mail) => mail.headers.find((header) => header.key === 'x-vitrine-account')?.value === kind,
        );
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Email;
}
