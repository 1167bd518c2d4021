import { FIELD_RULES } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { sellerAddressForm } from './forms.js';
import { flag, form, list, max, min, number, oneOf, optionalText, required, ruled } from './rules.js';

describe('form rules', () => {
  it('gives back only the form’s fields, cleaned', () => {
    const check = form({ name: required(10), note: optionalText(20) });
    expect(check({ name: '  Claire ', role: 'admin' })).toEqual({ ok: true, values: { name: 'Claire' } });
    expect(check({ name: 'Claire', note: '' })).toEqual({ ok: true, values: { name: 'Claire', note: '' } });
    expect(check(null)).toEqual({ ok: false, errors: { name: { key: 'validation.required' } } });
  });

  it('keeps the first error of a field, with its values', () => {
    const check = form({ name: required(3) });
    expect(check({ name: 'Claire' }).errors).toEqual({
      name: { key: 'validation.maxLength', values: { max: 3 } },
    });
    expect(check({ name: 42 }).errors).toEqual({ name: { key: 'validation.required' } });
  });

  it('reads e-mail addresses as a mail server would', () => {
    const check = ruled(FIELD_RULES.email);
    for (const good of ['claire@vitrine.dev', "o'neil+shop@mail.example.co.uk", 'a_b-c@x-y.fr'])
      expect(check(good), good).toEqual({ value: good });
    for (const bad of [
      'claire@',
      '@vitrine.dev',
      '.claire@vitrine.dev',
      'cla..ire@vitrine.dev',
      'claire@vitrine',
      'claire @vitrine.dev',
    ])
      expect(check(bad).error, bad).toEqual({ key: 'validation.email' });
  });

  it('bounds a number, saying the bound', () => {
    const quantity = number([min(1), max(10)]);
    expect(quantity(3)).toEqual({ value: 3 });
    expect(quantity(0).error).toEqual({ key: 'validation.min', values: { min: 1 } });
    expect(quantity(11).error).toEqual({ key: 'validation.max', values: { max: 10 } });
    expect(quantity('3').error).toEqual({ key: 'validation.required' });
    expect(quantity(Number.NaN).error).toEqual({ key: 'validation.required' });
  });

  it('takes only listed choices and true or false for a box', () => {
    expect(oneOf(['a', 'b'])('c').error).toEqual({ key: 'validation.required' });
    expect(flag()('yes').error).toEqual({ key: 'validation.invalid' });
    expect(flag()(undefined)).toEqual({ value: undefined });
  });

  it('runs the rules across fields even when a field failed, so every message shows at once', () => {
    expect(sellerAddressForm({ nom_pays_profile: 'JP' }).errors).toMatchObject({
      rue: { key: 'validation.required' },
      nom_kana: { key: 'validation.required' },
      prenom_kana: { key: 'validation.required' },
    });
  });

  it('needs a list of at least one entry, and names errors by entry', () => {
    const check = list(form({ id: required() }));
    expect(check([]).errors).toEqual({ _form: { key: 'validation.required' } });
    expect(check('x').errors).toEqual({ _form: { key: 'validation.required' } });
    expect(check([{ id: 'a' }, null]).errors).toEqual({ '1.id': { key: 'validation.required' } });
    expect(check([{ id: 'a' }])).toEqual({ ok: true, values: [{ id: 'a' }] });
  });
});
