/**
 * The seller onboarding (spec §4): each step is sent, then the step is read again from the
 * server; after the documents the session's role becomes kim.
 */
import { type DOCUMENT_FIELDS, type EndpointInput, onboardingEndpoints } from '@vitrine/contract';
import type { Auth } from './auth.js';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';

export type OnboardingStep = { step: number; role: string };
export type SellerAddress = Omit<EndpointInput<typeof onboardingEndpoints.step1>, 'id_user' | 'device'>;
export type SellerLanguageEntry = { id_langue: number; text_marketing: string };
export type BankDetails = Omit<EndpointInput<typeof onboardingEndpoints.step3>, 'id_user' | 'device'>;
export type IdentityDocuments = Record<(typeof DOCUMENT_FIELDS)[number], Blob>;

const signedOut = (): Result<never> => ({ error: new SdkHttpError(401, 'Sign in to become a seller.') });

export function createOnboarding(core: ClientCore, auth: Auth) {
  const { http } = core;

  async function step(): Promise<Result<OnboardingStep>> {
    const id_user = currentUserId(core);
    if (id_user === null) return signedOut();
    const result = await http.call(onboardingEndpoints.getStep, { id_user });
    if (result.error) return result;
    if (result.data.data.role !== auth.session()?.role) auth.updateSession({ role: result.data.data.role });
    return { data: result.data.data };
  }

  /** Sends a step; on success the step is read again from the server (spec §4). */
  async function submit(
    send: (id_user: number) => Promise<Result<unknown>>,
  ): Promise<Result<OnboardingStep>> {
    const id_user = currentUserId(core);
    if (id_user === null) return signedOut();
    const sent = await send(id_user);
    if (sent.error) return sent;
    return step();
  }

  return {
    /** The step the server says the user is at: 0 address, 2 languages, 3 bank, 4 documents, 5 done. */
    step,
    address: (address: SellerAddress) =>
      submit((id_user) => http.call(onboardingEndpoints.step1, { ...address, id_user, device: 'web' })),
    languages: (entries: readonly SellerLanguageEntry[]) =>
      submit((id_user) =>
        http.call(onboardingEndpoints.step2, {
          langue_profile: entries.map((entry) => ({ ...entry, id_user, device: 'web' as const })),
        }),
      ),
    bank: (details: BankDetails) =>
      submit((id_user) =>
        http.call(onboardingEndpoints.step3, { ...details, id_user, device: 'web', device_profile: 'web' }),
      ),
    /** The four identity documents; the user becomes a seller (role kim). */
    documents: (files: IdentityDocuments) =>
      submit((id_user) => http.call(onboardingEndpoints.step4, { id_user, device: 'web' }, { files })),
  };
}

export type Onboarding = ReturnType<typeof createOnboarding>;
