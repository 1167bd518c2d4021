// @vitest-environment happy-dom
/**
 * The sandbox card field typed into key by key, as a browser does it: the character goes in at
 * the caret, then the input event fires (with its inputType), and the field reformats.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en/index.js';
import type { CardField, CardFieldState, CardFieldTexts } from '../paymentTypes.js';
import {
  cardBrand,
  cardFieldFromValues,
  formatCardNumber,
  formatExpiry,
  mountSandboxCardField,
  readCardValues,
} from './sandboxCardField.js';

let field: CardField | null = null;
afterEach(() => {
  field?.destroy();
  field = null;
  document.body.innerHTML = '';
});

function mount(texts?: CardFieldTexts) {
  const container = document.createElement('div');
  document.body.append(container);
  field = mount_(container, texts);
  const states: CardFieldState[] = [];
  field.onChange((state) => states.push(state));
  const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="card-${name}"]`)!;
  return { container, field, states, number: input('number'), expiry: input('expiry'), cvc: input('cvc') };
}
const mount_ = (container: HTMLElement, texts?: CardFieldTexts) =>
  mountSandboxCardField(container, { texts });

/** Types `text` at the caret, one key at a time. */
function type(input: HTMLInputElement, text: string) {
  input.focus();
  for (const key of text) {
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    input.value = input.value.slice(0, start) + key + input.value.slice(end);
    input.setSelectionRange(start + 1, start + 1);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: key }));
  }
}

/** Presses Backspace once at the caret. */
function backspace(input: HTMLInputElement) {
  input.focus();
  const caret = input.selectionStart ?? input.value.length;
  if (caret === 0) return;
  input.value = input.value.slice(0, caret - 1) + input.value.slice(caret);
  input.setSelectionRange(caret - 1, caret - 1);
  input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'deleteContentBackward' }));
}

/** The element an input's aria-describedby names, by id. */
const described = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id));

const ENGLISH: CardFieldTexts = {
  ...en.checkout.cardField,
  brand: (name) => en.checkout.cardField.brand.replace('{{brand}}', name),
};

describe('the sandbox card field', () => {
  it('ties each label to its input, in the texts given (French by default)', () => {
    const { container } = mount();
    const labels = [...container.querySelectorAll('label')];
    expect(labels.map((label) => label.textContent)).toEqual([
      'Numéro de carte',
      'Expiration (MM/AA)',
      'CVC',
    ]);
    for (const label of labels) expect(document.getElementById(label.htmlFor)?.tagName).toBe('INPUT');
    field?.destroy();
    const english = mount(ENGLISH);
    expect([...english.container.querySelectorAll('label')].map((label) => label.textContent)).toContain(
      'Card number',
    );
  });

  it('groups the number as it is typed, and takes digits only', () => {
    const { number } = mount();
    type(number, '4242');
    expect(number.value).toBe('4242');
    type(number, '4');
    expect(number.value).toBe('4242 4');
    type(number, '24a2-42 42424242');
    expect(number.value).toBe('4242 4242 4242 4242');
    // A sixteenth digit is the last a Visa has.
    type(number, '9');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(number.selectionStart).toBe(number.value.length);
  });

  it('groups an American Express number 4-6-5', () => {
    const { number } = mount();
    type(number, '378282246310005');
    expect(number.value).toBe('3782 822463 10005');
  });

  it('keeps the caret after the digit typed in the middle of the number', () => {
    const { number } = mount();
    type(number, '42424242');
    expect(number.value).toBe('4242 4242');
    // Back between the third and fourth digits, then one more digit.
    number.setSelectionRange(3, 3);
    type(number, '9');
    expect(number.value).toBe('4249 2424 2');
    expect(number.selectionStart).toBe(4);
    // The next digit lands after it, past the group's space.
    type(number, '1');
    expect(number.value).toBe('4249 1242 42');
    expect(number.selectionStart).toBe(6);
  });

  it("puts the expiry's slash in as you type: '1230' → '12 / 30', and lets Backspace take it out", () => {
    const { expiry } = mount();
    type(expiry, '12');
    expect(expiry.value).toBe('12 / ');
    type(expiry, '30');
    expect(expiry.value).toBe('12 / 30');
    backspace(expiry);
    backspace(expiry);
    expect(expiry.value).toBe('12');
    backspace(expiry);
    expect(expiry.value).toBe('1');
    expiry.value = '';
    type(expiry, '4');
    expect(expiry.value).toBe('04 / ');
    expiry.value = '';
    type(expiry, '12/2030');
    expect(expiry.value).toBe('12 / 20');
    expect(formatExpiry('12/2030')).toBe('12 / 30');
    expect(formatExpiry('1230')).toBe('12 / 30');
  });

  it('names the card network from the first digits, with an accessible name tied to the number', () => {
    const { container, number } = mount(ENGLISH);
    const brand = container.querySelector<HTMLElement>('[data-card-brand]')!;
    expect(brand.hidden).toBe(true);
    type(number, '4');
    expect(brand.hidden).toBe(false);
    expect(brand.textContent).toBe('Visa');
    expect(brand.getAttribute('role')).toBe('img');
    expect(brand.getAttribute('aria-label')).toBe('Card network: Visa');
    expect(described(number)).toContain(brand);
    number.value = '';
    type(number, '5555');
    expect(brand.textContent).toBe('Mastercard');
    number.value = '';
    type(number, '37');
    expect(brand.textContent).toBe('American Express');
    expect(cardBrand('6011 0000')).toEqual({ brand: 'discover', name: 'Discover' });
    expect(cardBrand('9999')).toBeNull();
  });

  it('shows a wrong number or a past expiry under its input, tied by aria-describedby, in the texts given', () => {
    const { number, expiry, cvc, states } = mount(ENGLISH);
    // One digit off a valid Visa: the checksum catches it.
    type(number, '4242424242424241');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const numberError = described(number).find((element) => element?.hasAttribute('data-card-error'));
    expect(numberError?.textContent).toBe('Your card number is invalid.');
    expect(states.at(-1)).toEqual({
      complete: false,
      error: 'Your card number is invalid.',
      code: 'invalid_number',
    });

    backspace(number);
    type(number, '2');
    expect(number.getAttribute('aria-invalid')).toBeNull();
    type(expiry, '0120');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(described(expiry)[0]?.textContent).toBe('Your card’s expiry date is in the past.');
    expect(states.at(-1)?.code).toBe('invalid_expiry_year_past');

    expiry.value = '';
    type(expiry, '1299');
    type(cvc, '12a3');
    expect(cvc.value).toBe('123');
    expect(states.at(-1)).toEqual({ complete: true, error: null, code: null });
    expect(readCardValues(field!)).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    });
    expect(field?.showsErrors).toBe(true);
  });

  it("reads the past against the clock it is given, not the machine's", () => {
    const in2040 = () => new Date('2040-03-01T12:00:00Z');
    const container = document.createElement('div');
    document.body.append(container);
    field = mountSandboxCardField(container, { now: in2040 });
    const states: CardFieldState[] = [];
    field.onChange((state) => states.push(state));
    type(container.querySelector<HTMLInputElement>('input[name="card-expiry"]')!, '1239');
    expect(states.at(-1)?.code).toBe('invalid_expiry_year_past');
    const valued = (now?: () => Date) =>
      cardFieldFromValues(
        { number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' },
        undefined,
        now,
      );
    expect(valued().state()).toEqual({ complete: true, error: null, code: null });
    expect(valued(in2040).state().code).toBe('invalid_expiry_year_past');
  });

  it('rewords itself in new texts and keeps what was typed', () => {
    const { container, number } = mount();
    type(number, '4242424242424241');
    field?.setTexts?.(ENGLISH);
    expect([...container.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Card number',
      'Expiry (MM/YY)',
      'CVC',
    ]);
    expect(number.value).toBe('4242 4242 4242 4241');
    expect(described(number).map((element) => element?.textContent)).toContain(
      'Your card number is invalid.',
    );
    expect(container.querySelector('[data-card-brand]')?.getAttribute('aria-label')).toBe(
      'Card network: Visa',
    );
  });

  it('formats numbers the same outside the field', () => {
    expect(formatCardNumber('4000000000000002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('4000 0000 0000 0002 99')).toBe('4000 0000 0000 0002');
  });
});
