import { birthDateWindow } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { TEST_SIGN_UP } from '../testing/signUp.js';
import { bankForm } from './bankForm.js';
import { checkForm } from './formResult.js';
import {
  checkDocuments,
  deliveryAddressForm,
  loginForm,
  replyForm,
  sellerAddressForm,
  sellerLanguagesForm,
  signupForm,
} from './forms.js';
import { japanesePostcodeLookup } from './postcodeLookup.js';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('login (spec §5)', () => {
  it('requires an e-mail in a valid format and a password', () => {
    expect(checkForm(loginForm, { email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: { key: 'validation.required' }, password: { key: 'validation.required' } },
    });
    expect(checkForm(loginForm, { email: 'claire@', password: 'x' }).errors?.email).toEqual({
      key: 'validation.email',
    });
    expect(checkForm(loginForm, { email: ' claire@vitrine.dev ', password: 'x' })).toEqual({
      ok: true,
      values: { email: 'claire@vitrine.dev', password: 'x' },
    });
  });
});

describe('sign-up (spec §5)', () => {
  const valid = { ...TEST_SIGN_UP, newsletter: true };

  it('accepts a complete form', () => {
    expect(checkForm(signupForm(NOW), valid).ok).toBe(true);
  });

  it('requires every field but the newsletter', () => {
    const result = checkForm(signupForm(NOW), {});
    expect(Object.keys(result.errors ?? {}).sort()).toEqual(
      [
        'date_naiss_profile',
        'email',
        'id_pays_profile',
        'nom_profile',
        'password',
        'prenom_profile',
        'pseudo_profile',
        'sexe_profile',
      ].sort(),
    );
  });

  it('keeps the age window: 16 this year at the latest, 100 years ago at the earliest', () => {
    expect(birthDateWindow(NOW)).toEqual({ earliest: '1926-11-22', latest: '2010-12-31' });
    const form = signupForm(NOW);
    expect(checkForm(form, { ...valid, date_naiss_profile: '2010-12-31' }).ok).toBe(true);
    expect(
      checkForm(form, { ...valid, date_naiss_profile: '2011-01-01' }).errors?.date_naiss_profile,
    ).toEqual({
      key: 'validation.tooYoung',
      values: { year: 2010 },
    });
    expect(
      checkForm(form, { ...valid, date_naiss_profile: '1926-11-21' }).errors?.date_naiss_profile,
    ).toEqual({
      key: 'validation.tooOld',
    });
  });

  it('says how long a password must be', () => {
    expect(checkForm(signupForm(NOW), { ...valid, password: 'short' }).errors?.password).toEqual({
      key: 'validation.minLength',
      values: { min: 8 },
    });
  });
});

describe('delivery address (spec §5)', () => {
  const address = {
    nom: 'Martin',
    pays: 'FR',
    adresse: '12 rue de Rivoli',
    complement: 'Bâtiment B',
    ville: 'Paris',
    region_etat: 'Île-de-France',
    code_postal: '75001',
    telephone: '+33 6 12 34 56 78',
  };

  it('needs the country, the street and the telephone; the rest is the country’s to require', () => {
    expect(checkForm(deliveryAddressForm, address).ok).toBe(true);
    for (const field of Object.keys(address)) {
      const { [field]: _, ...missing } = address as Record<string, string>;
      const needed = ['pays', 'adresse', 'telephone'].includes(field);
      expect(Boolean(checkForm(deliveryAddressForm, missing).errors?.[field]), field).toBe(needed);
    }
  });

  it('takes letters of any script and digits, not markup', () => {
    expect(checkForm(deliveryAddressForm, { ...address, ville: '東京' }).ok).toBe(true);
    expect(checkForm(deliveryAddressForm, { ...address, adresse: '<script>' }).errors?.adresse).toEqual({
      key: 'validation.alphanumeric',
    });
  });
});

describe('seller address (spec §5)', () => {
  const base = {
    nom_pays_profile: 'FR',
    rue: '1 rue',
    departement: 'Paris',
    code_postal: '75001',
    ville: 'Paris',
    contact_profile: '+33 1 23 45 67 89',
  };

  it('needs names in kana in Japan', () => {
    const japan = { ...base, nom_pays_profile: 'JP' };
    expect(checkForm(sellerAddressForm, japan).errors).toMatchObject({
      nom_kana: { key: 'validation.required' },
      prenom_kana: { key: 'validation.required' },
    });
    expect(
      checkForm(sellerAddressForm, { ...japan, nom_kana: 'Sato', prenom_kana: 'ミサキ' }).errors,
    ).toEqual({
      nom_kana: { key: 'validation.kana' },
    });
    expect(checkForm(sellerAddressForm, { ...japan, nom_kana: 'サトウ', prenom_kana: 'みさき' }).ok).toBe(
      true,
    );
  });

  it('needs the last four id digits in the United States', () => {
    const us = { ...base, nom_pays_profile: 'US' };
    expect(checkForm(sellerAddressForm, us).errors?.ssn_last_4).toEqual({ key: 'validation.required' });
    expect(checkForm(sellerAddressForm, { ...us, ssn_last_4: '12a4' }).errors?.ssn_last_4).toEqual({
      key: 'validation.ssnLast4',
    });
    expect(checkForm(sellerAddressForm, { ...us, ssn_last_4: '9999' }).ok).toBe(true);
  });
});

describe('seller languages, bank, documents, reply (spec §5)', () => {
  it('refuses a language chosen twice, on the second entry', () => {
    const result = checkForm(sellerLanguagesForm, [
      { id_langue: 1, text_marketing: 'Bonjour' },
      { id_langue: 1, text_marketing: 'Encore' },
    ]);
    expect(result.errors).toEqual({ '1.id_langue': { key: 'validation.languageTwice' } });
    expect(checkForm(sellerLanguagesForm, [{ id_langue: 2, text_marketing: '' }]).errors).toEqual({
      '0.text_marketing': { key: 'validation.required' },
    });
  });

  it('needs type, country, currency, IBAN and the routing number', () => {
    const result = checkForm(bankForm, { type: 'iban' });
    expect(Object.keys(result.errors ?? {}).sort()).toEqual([
      'country',
      'currency',
      'iban',
      'routing_number',
    ]);
  });

  it('needs the four documents', () => {
    const fields = ['a', 'b', 'c', 'd'];
    expect(checkDocuments({ a: new Blob(['x']) }, fields)).toEqual({
      ok: false,
      errors: {
        b: { key: 'validation.fileRequired' },
        c: { key: 'validation.fileRequired' },
        d: { key: 'validation.fileRequired' },
      },
    });
  });

  it('sends no empty reply', () => {
    expect(checkForm(replyForm, { corps_message: '   ' }).ok).toBe(false);
  });
});

describe('Japanese postcode lookup', () => {
  it('fills the address from the service, and answers null when it cannot', async () => {
    const requested: string[] = [];
    const lookup = japanesePostcodeLookup(() => async (url) => {
      requested.push(String(url));
      return Response.json({ results: [{ address1: '東京都', address2: '千代田区', address3: '丸の内' }] });
    });
    expect(await lookup('100-0005')).toEqual({ prefecture: '東京都', city: '千代田区', town: '丸の内' });
    expect(requested[0]).toMatch(/zipcode=1000005$/);
    expect(await lookup('12')).toBeNull();
    const offline = japanesePostcodeLookup(() => async () => {
      throw new TypeError('offline');
    });
    expect(await offline('1000005')).toBeNull();
  });
});
