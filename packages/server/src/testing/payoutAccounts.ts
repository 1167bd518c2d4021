/**
 * A seller's payout account made as the onboarding makes it, through the spec's calls: an
 * account token and stripe/v2/account/store, a bank-account token and
 * stripeController/create_external_account2, the identity documents of step 4 and, for the
 * account's verification, the same documents through the files service and stripeController/update2.
 */
import { SANDBOX_BANK_ACCOUNTS, SANDBOX_PUBLISHABLE_KEY } from '@vitrine/contract';
import type { RunningServer } from '../server.js';
import { api } from './accounts.js';

interface Session {
  id_user: number;
  token: string;
}

export interface BankDetails {
  country: string;
  currency: string;
  account_number: string;
  routing_number?: string;
}

export const TEST_BANK: BankDetails = {
  country: 'FR',
  currency: 'EUR',
  account_number: SANDBOX_BANK_ACCOUNTS.iban,
};
/** Payouts to it fail as a closed account. */
export const CLOSED_BANK: BankDetails = { ...TEST_BANK, account_number: SANDBOX_BANK_ACCOUNTS.ibanClosed };

async function sandboxToken(server: RunningServer, session: Session, body: unknown): Promise<string> {
  const answer = await api<{ id?: string; error?: string }>(server.url, 'sandbox/tokens', {
    token: session.token,
    body,
  });
  if (!answer.body.id) throw new Error(`No sandbox token: ${answer.status} ${answer.body.error}`);
  return answer.body.id;
}

export async function openPayoutAccount(
  server: RunningServer,
  session: Session,
  country = 'FR',
): Promise<string> {
  const token = await sandboxToken(server, session, {
    account: { business_type: 'individual', tos_shown_and_accepted: true },
  });
  const opened = await api<{ data?: { account_id: string }; error?: string }>(
    server.url,
    'stripe/v2/account/store',
    { token: session.token, body: { country, id_user: session.id_user, token } },
  );
  if (!opened.body.data) throw new Error(`The account was not opened: ${opened.status} ${opened.body.error}`);
  return opened.body.data.account_id;
}

export async function setBankAccount(
  server: RunningServer,
  session: Session,
  bank: BankDetails = TEST_BANK,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const token = await sandboxToken(server, session, { bank_account: bank });
  return api(server.url, 'stripeController/create_external_account2', {
    token: session.token,
    body: { country: bank.country, id: session.id_user, token },
  });
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Uploads a file to the sandbox's files service, as a browser does with the publishable key. */
export async function uploadIdentityFile(server: RunningServer, content: Buffer = PNG): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'identity_document');
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'document.png');
  const response = await fetch(`${server.url}/api/sandbox/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}` },
    body: form,
  });
  const body = (await response.json()) as { id?: string; error?: string };
  if (!body.id) throw new Error(`No sandbox file: ${response.status} ${body.error}`);
  return body.id;
}

/** Claims account token `token` for `session`'s user, as the SDK does before update2 spends it. */
export async function claimToken(server: RunningServer, session: Session, token: string): Promise<number> {
  return (await api(server.url, 'payouts/account/token', { token: session.token, body: { token } })).status;
}

/**
 * The payout account's side of the documents step, as the SDK's `verifyIdentity` makes it: the
 * documents uploaded to the files service, an account token naming them, claimed, and update2.
 */
export async function verifyIdentity(
  server: RunningServer,
  session: Session,
  country = 'FR',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const token = await sandboxToken(server, session, {
    account: {
      individual: {
        verification: {
          document: { front: await uploadIdentityFile(server), back: await uploadIdentityFile(server) },
        },
      },
    },
  });
  await claimToken(server, session, token);
  return api(server.url, 'stripeController/update2', {
    body: { country, id_user: session.id_user, token },
  });
}

/**
 * Onboarding's documents step (the user is put at it first), then, when the user has a payout
 * account, its verification fed with them as the SDK does it.
 */
export async function giveDocuments(server: RunningServer, session: Session): Promise<number> {
  const status = await sendDocuments(server, session);
  const account = await myPayoutAccount(server, session);
  if (status === 200 && account.body.data.has_account) {
    const verified = await verifyIdentity(server, session, String(account.body.data.country));
    if (verified.status !== 200) throw new Error(`Not verified: ${verified.status} ${verified.body.error}`);
  }
  return status;
}

/** Onboarding's documents step alone: our server keeps the documents (the user is put at it first). */
export async function sendDocuments(server: RunningServer, session: Session): Promise<number> {
  await server.db.query(
    'UPDATE utilisateur SET onboarding_step = greatest(onboarding_step, 4) WHERE id_user = $1',
    [session.id_user],
  );
  const form = new FormData();
  form.append('device', 'web');
  const files: [string, Buffer, string][] = [
    ['piece_identite_profile', PNG, 'image/png'],
    ['piece_identite_profile_dos', PNG, 'image/png'],
    ['certificat_residence', PDF, 'application/pdf'],
    ['certificat_residence2', PDF, 'application/pdf'],
  ];
  for (const [field, content, type] of files) {
    form.append(field, new Blob([new Uint8Array(content)], { type }), `${field}.${type.split('/')[1]}`);
  }
  const response = await fetch(`${server.url}/api/ProfileController/become_kim_step4`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}` },
    body: form,
  });
  return response.status;
}

export async function myPayoutAccount(server: RunningServer, session: Session) {
  return api<{ data: Record<string, unknown> }>(server.url, 'payouts/account', { token: session.token });
}
