/**
 * The seller onboarding 'Mon profil' (spec §2, §4, §5): address (screen 0) → languages (2) →
 * bank details (3) → identity documents (4) → seller (5, where the languages stay editable).
 * A step is accepted once the user has reached it, so earlier steps can be edited later on.
 */
import { normaliseBankAccountNumber, ONBOARDING_STEPS, sellerAddressProblems } from '@vitrine/contract';
import { bankAccountProblems } from '@vitrine/contract/bank-account-check';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import {
  advanceTo,
  becomeSeller,
  countryIdByCode,
  currencyExists,
  existingSpokenLanguages,
  lockOnboardingState,
  type OnboardingState,
  onboardingState,
  replaceSpokenLanguages,
  saveBankDetails,
  saveDocuments,
  saveSellerAddress,
} from '../db/queries/onboarding.js';
import type { Handlers, ReceivedFile } from '../http/handler.js';
import { badRequest, conflict, forbidden, notFound } from '../http/httpError.js';

type Step = (typeof ONBOARDING_STEPS)[keyof typeof ONBOARDING_STEPS];

const STEP_NAMES: Record<Step, string> = {
  0: 'the seller address',
  2: 'the spoken languages',
  3: 'the bank details',
  4: 'the identity documents',
  5: 'the spoken languages',
};

const answer = (state: OnboardingState) => ({ data: { step: state.step, role: state.role } });

/** Locks the caller's onboarding and refuses a step they have not reached yet. */
async function reachedStep(tx: Queryable, idUser: number, step: Step): Promise<OnboardingState> {
  const state = await lockOnboardingState(tx, idUser);
  if (!state) throw notFound('This account no longer exists.');
  if (state.step < step) {
    const expected = STEP_NAMES[state.step as Step] ?? 'the current step';
    throw conflict(
      `The onboarding is at step ${state.step} (${expected}): send that first; step ${step} (${STEP_NAMES[step]}) comes later.`,
      { step: state.step },
    );
  }
  return state;
}

/** The server's words for the contract's cross-field problems of a seller's address. */
const ADDRESS_PROBLEM_MESSAGES: Record<string, string> = {
  nom_kana: 'required in kana (hiragana or katakana) for an address in Japan.',
  prenom_kana: 'required in kana (hiragana or katakana) for an address in Japan.',
  ssn_last_4: 'the last 4 digits of the social security number are required in the US.',
};

/** The server's words for the contract's problems of bank details. */
const BANK_PROBLEM_MESSAGES: Record<string, string> = {
  'validation.iban': 'this IBAN is not valid.',
  'validation.ibanOtherCountry': "this IBAN is of another country than the bank's.",
  'validation.ibanCountry': 'banks in this country are paid to an IBAN.',
  'validation.accountNumberCountry':
    'banks in this country are paid to an account number with a routing number.',
  'validation.accountNumber': 'an account number is 4 to 17 digits.',
  'validation.routingNumber': "this routing number does not have the country's form.",
};

export function onboardingHandlers(context: AppContext) {
  const { db, media } = context;
  /** Deletes uploaded identity documents that will not be kept. */
  const discard = (paths: readonly string[]) =>
    Promise.all(paths.map((path) => media.discard(path).catch(() => undefined)));

  return {
    getStep: async ({ user }) => {
      const state = await onboardingState(db, user.id_user);
      if (!state) throw notFound('This account no longer exists.');
      return answer(state);
    },

    step1: async ({ input, user }) => {
      const country = input.nom_pays_profile.toUpperCase();
      const idPays = await countryIdByCode(db, country);
      if (idPays === undefined) throw badRequest(`nom_pays_profile: no country with the code ${country}.`);
      // The same rule as the onboarding form's: kana names for Japan, id digits for the US.
      const [problem] = sellerAddressProblems(input);
      if (problem) throw badRequest(`${problem.field}: ${ADDRESS_PROBLEM_MESSAGES[problem.field]}`);
      const japan = country === 'JP';
      const nomKana = japan ? (input.nom_kana ?? null) : null;
      const prenomKana = japan ? (input.prenom_kana ?? null) : null;
      const state = await db.transaction(async (tx) => {
        await reachedStep(tx, user.id_user, ONBOARDING_STEPS.address);
        await saveSellerAddress(tx, user.id_user, {
          idPays,
          contact: input.contact_profile,
          ville: input.ville,
          rue: input.rue,
          codePostal: input.code_postal,
          departement: input.departement,
          nomKana,
          prenomKana,
          ssnLast4: country === 'US' ? (input.ssn_last_4 ?? null) : null,
        });
        return advanceTo(tx, user.id_user, ONBOARDING_STEPS.languages);
      });
      return answer(state);
    },

    step2: async ({ input, user }) => {
      const entries = input.langue_profile;
      // The body carries an id per entry rather than one the endpoint's `self` rule checks.
      if (entries.some((entry) => entry.id_user !== undefined && entry.id_user !== user.id_user)) {
        throw forbidden('langue_profile: id_user names another user.');
      }
      const seen = new Set<number>();
      for (const [index, entry] of entries.entries()) {
        if (seen.has(entry.id_langue)) {
          throw badRequest(
            `langue_profile.${index}.id_langue: the language ${entry.id_langue} is chosen twice.`,
          );
        }
        seen.add(entry.id_langue);
      }
      const known = await existingSpokenLanguages(db, [...seen]);
      const unknown = entries.findIndex((entry) => !known.has(entry.id_langue));
      if (unknown >= 0) {
        throw badRequest(
          `langue_profile.${unknown}.id_langue: no language with the id ${entries[unknown]?.id_langue}.`,
        );
      }
      const state = await db.transaction(async (tx) => {
        await reachedStep(tx, user.id_user, ONBOARDING_STEPS.languages);
        await replaceSpokenLanguages(tx, user.id_user, entries);
        // A seller (step 5) editing their languages stays a seller at step 5.
        return advanceTo(tx, user.id_user, ONBOARDING_STEPS.bank);
      });
      return answer(state);
    },

    step3: async ({ input, user }) => {
      const bank = input.coord_bancaire_profile;
      const [problem] = bankAccountProblems(bank);
      if (problem) {
        throw badRequest(
          `coord_bancaire_profile.${problem.field}: ${BANK_PROBLEM_MESSAGES[problem.key] ?? 'not valid.'}`,
        );
      }
      const account = normaliseBankAccountNumber(bank.iban);
      if ((await countryIdByCode(db, bank.country)) === undefined) {
        throw badRequest(
          `coord_bancaire_profile.country: no country with the code ${bank.country.toUpperCase()}.`,
        );
      }
      if (!(await currencyExists(db, bank.currency))) {
        throw badRequest(
          `coord_bancaire_profile.currency: ${bank.currency.toUpperCase()} is not a currency we pay out in.`,
        );
      }
      const state = await db.transaction(async (tx) => {
        await reachedStep(tx, user.id_user, ONBOARDING_STEPS.bank);
        // The full number is never stored here: the last four identify the account to its owner.
        await saveBankDetails(tx, user.id_user, {
          type: bank.type,
          country: bank.country,
          currency: bank.currency,
          last4: account.slice(-4),
          routingNumber: bank.routing_number,
          accountHolder: bank.account_holder_name?.trim() || null,
          locationBanque: input.location_banque?.trim() || null,
        });
        return advanceTo(tx, user.id_user, ONBOARDING_STEPS.documents);
      });
      return answer(state);
    },

    step4: async ({ user, files }) => {
      const documents = files.map((file: ReceivedFile) => ({
        champ: file.field,
        chemin: file.storedPath,
        mimeType: file.mimeType,
        taille: file.bytes,
      }));
      // A refused submission keeps no identity document: the route removes a refused request's files.
      const { state, replaced } = await db.transaction(async (tx) => {
        await reachedStep(tx, user.id_user, ONBOARDING_STEPS.documents);
        const replaced = await saveDocuments(tx, user.id_user, documents);
        return { state: await becomeSeller(tx, user.id_user, ONBOARDING_STEPS.done), replaced };
      });
      // The documents this submission replaces.
      await discard(replaced);
      // The payout account's verification is fed from the browser, through the provider's files
      // service and an account token (update2): an account opened from a token takes nothing else.
      return answer(state);
    },
  } satisfies Partial<Handlers>;
}
