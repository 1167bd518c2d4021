/**
 * Accounts for the account-area tests, against the real test server: fresh users signed up
 * through the SDK for anything that writes, the seeded accounts for reads.
 */
import { cleanup } from '@testing-library/react';
import {
  createMemoryStorage,
  createVitrine,
  type RealtimeFactory,
  type StorageLike,
  type VitrineClient,
} from '@vitrine/sdk-core';
import { sandboxPayments } from '@vitrine/sdk-core/payments';
import { socketIoRealtime } from '@vitrine/sdk-core/realtime';
import { afterEach } from 'vitest';
import { testServerUrl } from '../testing/renderWithClient.js';

export const DEMO_PASSWORD = 'Vitrine-demo-2026';
export const SEEDED = { buyer: 'acheteur@vitrine.dev', seller: 'vendeur@vitrine.dev' } as const;

/** The seeded seller's sign-in e-mail: `<pseudo lower-case>@sellers.vitrine.dev`. */
export const sellerEmail = (pseudo: string) => `${pseudo.toLowerCase()}@sellers.vitrine.dev`;

export interface AccountClientOptions {
  /** Opens the live connection at sign-in (a websocket to the test server). */
  live?: boolean;
  storage?: StorageLike;
  fetch?: typeof fetch;
  realtime?: RealtimeFactory;
}

/** A client of the test server in France, in French, with sandbox payments. */
export async function accountClient(options: AccountClientOptions = {}): Promise<VitrineClient> {
  const client = createVitrine({
    baseUrl: testServerUrl(),
    storage: options.storage ?? createMemoryStorage(),
    language: 'fr',
    payments: sandboxPayments(),
    fetch: options.fetch,
    realtime:
      options.realtime ?? (options.live ? socketIoRealtime({ transports: ['websocket'] }) : undefined),
  });
  await client.setLocale({ country: 'FR', language: 'fr' });
  return client;
}

let count = 0;

/** Something unique in this run: for e-mails and pseudos. */
export function unique(): string {
  count += 1;
  // The time and a random part: test files run in parallel processes against one server.
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${count}`;
}

export interface FreshUser {
  email: string;
  password: string;
  pseudo: string;
  id_user: number;
}

/** Signs up a new user through the SDK; the client is then signed in as them. */
export async function signUpFresh(
  client: VitrineClient,
  overrides: { prenom?: string; nom?: string; vendeur?: boolean } = {},
): Promise<FreshUser> {
  const tag = unique();
  const countries = await client.countries.list();
  const france = countries.data?.data.find((country) => country.alpha2 === 'FR');
  const user = { email: `compte.${tag}@example.test`, password: 'un-mot-de-passe', pseudo: `Compte${tag}` };
  const result = await client.auth.signup({
    sexe_profile: 'Homme',
    id_pays_profile: france?.id_pays as number,
    nom_profile: overrides.nom ?? 'Moreau',
    prenom_profile: overrides.prenom ?? 'Léa',
    email: user.email,
    password: user.password,
    pseudo_profile: user.pseudo,
    date_naiss_profile: '1992-06-15',
    newsletter: true,
    vendeur: overrides.vendeur ?? false,
  });
  if (result.error) throw new Error(`Sign-up failed: ${result.error.message}`);
  return { ...user, id_user: result.data.session.id_user };
}

/**
 * A test file's way to sign up fresh users, each on a client of its own (`live`: with the live
 * connection open); after each test, what was rendered is unmounted and every one signs out.
 */
export function freshUsers(): (live?: boolean) => Promise<{ client: VitrineClient; user: FreshUser }> {
  const clients: VitrineClient[] = [];
  afterEach(async () => {
    cleanup();
    for (const client of clients.splice(0)) await client.auth.logout();
  });
  return async (live = false) => {
    const client = await accountClient({ live });
    clients.push(client);
    return { client, user: await signUpFresh(client) };
  };
}

/** Signs a client in as a seeded account. */
export async function signIn(client: VitrineClient, email: string): Promise<void> {
  const result = await client.auth.login(email, DEMO_PASSWORD);
  if (result.error) throw new Error(`Sign-in of ${email} failed: ${result.error.message}`);
}

export { until } from '@vitrine/server/testing/fixtures';
