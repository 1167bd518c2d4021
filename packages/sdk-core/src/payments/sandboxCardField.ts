/**
 * The sandbox's card input: number, expiry and CVC as labelled inputs, rendered in light DOM like
 * Stripe's, and typed like Stripe's: digits only, the number grouped as its network groups it
 * ('4242 4242 4242 4242', Amex '3782 822463 10005'), the expiry's slash put in as you type
 * ('1230' → '12 / 30'), the network named beside the number, the caret kept where the shopper was
 * typing. Its typing errors show under the input they are about (aria-describedby).
 * `cardFieldFromValues` gives the same field with values and no DOM, for servers and tests.
 */
import { type CardBrand, cardNetwork } from '@vitrine/contract';
import { checkout as frenchCheckout } from '../i18n/fr/checkout.js';
import type { CardField, CardFieldOptions, CardFieldState, CardFieldTexts } from '../paymentTypes.js';

export interface CardValues {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

const values = new WeakMap<CardField, () => CardValues | null>();

/** The card details of a sandbox field, or null when incomplete. */
export function readCardValues(field: CardField): CardValues | null {
  return values.get(field)?.() ?? null;
}

/** How a number prints while its network is not known yet: groups of four, up to 19 digits. */
const UNKNOWN_NETWORK = { groups: [4, 4, 4, 4, 3], length: 19, cvc: 4 } as const;

/** The card network a number's first digits name, or null while they name none. */
export function cardBrand(number: string): { brand: CardBrand; name: string } | null {
  const network = cardNetwork(number);
  return network ? { brand: network.brand, name: network.name } : null;
}

function ruleOf(digits: string) {
  return cardNetwork(digits) ?? UNKNOWN_NETWORK;
}

/** A card number as printed: '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(text: string): string {
  const rule = ruleOf(text.replace(/\D/g, ''));
  const digits = text.replace(/\D/g, '').slice(0, rule.length);
  const parts: string[] = [];
  let at = 0;
  for (const size of rule.groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * An expiry as printed: '1230' → '12 / 30', '4' → '04 / '. `adding` is false while the shopper
 * deletes, so the slash does not come back under the backspace; a four-digit year ('12/2030')
 * keeps its last two digits.
 */
export function formatExpiry(text: string, adding = true): string {
  const long = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(text);
  let digits = long ? `${(long[1] as string).padStart(2, '0')}${long[2]}` : text.replace(/\D/g, '');
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return adding ? `${digits} / ` : digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** `12 / 34` → month 12, year 2034. */
function parseExpiry(text: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { exp_month: month, exp_year: year < 100 ? 2000 + year : year };
}

/** Luhn's checksum, which every card number passes: it catches a mistyped digit. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

type Problem = {
  field: 'number' | 'expiry';
  code: string;
  text: 'invalidNumber' | 'invalidExpiry' | 'pastExpiry';
} | null;

function check(
  number: string,
  expiry: string,
  cvc: string,
  now: Date,
): { values: CardValues | null; complete: boolean; problem: Problem } {
  const digits = number.replace(/\s+/g, '');
  const rule = ruleOf(digits);
  const date = parseExpiry(expiry);
  const expiryDigits = expiry.replace(/\D/g, '');
  const past =
    date !== null && date.exp_year * 12 + date.exp_month < now.getFullYear() * 12 + now.getMonth() + 1;
  const wholeNumber =
    rule === UNKNOWN_NETWORK ? digits.length >= 12 && digits.length <= 19 : digits.length === rule.length;
  let problem: Problem = null;
  if (!/^\d*$/.test(digits) || (wholeNumber && !luhn(digits)))
    problem = { field: 'number', code: 'invalid_number', text: 'invalidNumber' };
  else if (expiryDigits.length >= 4 && !date)
    problem = { field: 'expiry', code: 'invalid_expiry', text: 'invalidExpiry' };
  else if (past) problem = { field: 'expiry', code: 'invalid_expiry_year_past', text: 'pastExpiry' };
  const complete = wholeNumber && problem === null && date !== null && /^\d{3,4}$/.test(cvc);
  return { values: complete && date ? { number: digits, ...date, cvc } : null, complete, problem };
}

const stateOf = (result: ReturnType<typeof check>, texts: CardFieldTexts): CardFieldState => ({
  complete: result.complete,
  error: result.problem ? texts[result.problem.text] : null,
  code: result.problem?.code ?? null,
});

/** The texts of a field given none: French, the SDK's default language. */
const FRENCH: CardFieldTexts = {
  ...frenchCheckout.cardField,
  brand: (name) => frenchCheckout.cardField.brand.replace('{{brand}}', name),
};

/** A field holding fixed values (no DOM). */
export function cardFieldFromValues(
  card: CardValues,
  texts: CardFieldTexts = FRENCH,
  now: () => Date = () => new Date(),
): CardField {
  const result = () => check(card.number, `${card.exp_month}/${card.exp_year}`, card.cvc, now());
  const field: CardField = {
    state: () => stateOf(result(), texts),
    onChange: () => () => {},
    focus: () => {},
    destroy: () => {},
  };
  values.set(field, () => result().values);
  return field;
}

/** Digits in `text` before `caret`: where the caret goes back to once the text is reformatted. */
const digitsBefore = (text: string, caret: number) => text.slice(0, caret).replace(/\D/g, '').length;

/** The position just after the `count`-th digit of `text` (0: the start). */
function afterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index] as string) && ++seen === count) return index + 1;
  }
  return text.length;
}

let fieldCount = 0;

/** Renders the three inputs into `container` (light DOM), with texts in the interface language. */
export function mountSandboxCardField(container: HTMLElement, options: CardFieldOptions = {}): CardField {
  let texts = options.texts ?? FRENCH;
  const now = options.now ?? (() => new Date());
  const document = container.ownerDocument;
  const id = `vitrine-card-${++fieldCount}`;
  const root = document.createElement('div');
  root.setAttribute('data-vitrine-card', 'sandbox');
  root.style.display = 'grid';
  root.style.gridTemplateColumns = 'minmax(0, 1fr) 7.5em 6em';
  root.style.gap = '8px';

  const labels = new Map<'number' | 'expiry' | 'cvc', HTMLLabelElement>();
  const make = (name: 'number' | 'expiry' | 'cvc', autocomplete: AutoFill, placeholder: string) => {
    const cell = document.createElement('div');
    cell.style.display = 'grid';
    cell.style.gap = '4px';
    cell.style.alignContent = 'start';
    cell.style.minWidth = '0';
    const label = document.createElement('label');
    label.htmlFor = `${id}-${name}`;
    label.style.fontSize = '13px';
    label.textContent = texts[name];
    labels.set(name, label);
    const input = document.createElement('input');
    input.id = `${id}-${name}`;
    input.name = `card-${name}`;
    input.type = 'text';
    input.autocomplete = autocomplete;
    input.inputMode = 'numeric';
    if (placeholder) input.placeholder = placeholder;
    input.spellcheck = false;
    input.style.padding = '10px';
    input.style.font = 'inherit';
    input.style.minWidth = '0';
    input.style.border = '1px solid #c9c2b8';
    const error = document.createElement('span');
    error.id = `${id}-${name}-error`;
    error.setAttribute('data-card-error', name);
    error.style.fontSize = '13px';
    error.style.color = '#b42318';
    error.hidden = true;
    cell.append(label, input, error);
    root.append(cell);
    return { input, error };
  };
  const number = make('number', 'cc-number', '1234 1234 1234 1234');
  // Its label says the format in the interface language ('MM/AA', 'MM/ГГ'): no placeholder in English.
  const expiry = make('expiry', 'cc-exp', '');
  const cvc = make('cvc', 'cc-csc', '123');

  // The network, named as soon as the first digits tell it: shown beside the label, and read
  // with the number's input as its description.
  const brand = document.createElement('span');
  brand.id = `${id}-brand`;
  brand.setAttribute('data-card-brand', '');
  brand.setAttribute('role', 'img');
  brand.style.fontSize = '12px';
  brand.style.fontWeight = '600';
  brand.style.letterSpacing = '0.04em';
  number.input.before(brand);
  brand.hidden = true;
  container.append(root);

  const describe = (part: { input: HTMLInputElement; error: HTMLElement }, extra: string[] = []) => {
    const ids = [...extra, ...(part.error.hidden ? [] : [part.error.id])];
    if (ids.length) part.input.setAttribute('aria-describedby', ids.join(' '));
    else part.input.removeAttribute('aria-describedby');
  };

  const current = () => check(number.input.value, expiry.input.value, cvc.input.value, now());
  const listeners = new Set<(state: CardFieldState) => void>();
  const render = () => {
    const result = current();
    const found = cardBrand(number.input.value);
    brand.hidden = found === null;
    brand.textContent = found?.name ?? '';
    brand.setAttribute('aria-label', found ? texts.brand(found.name) : '');
    for (const [name, part] of [
      ['number', number],
      ['expiry', expiry],
    ] as const) {
      const message = result.problem?.field === name ? texts[result.problem.text] : null;
      part.error.hidden = message === null;
      part.error.textContent = message ?? '';
      if (message) part.input.setAttribute('aria-invalid', 'true');
      else part.input.removeAttribute('aria-invalid');
    }
    describe(number, found ? [brand.id] : []);
    describe(expiry);
    describe(cvc);
    const state = stateOf(result, texts);
    for (const listener of listeners) listener(state);
  };

  /** Rewrites an input's text and puts the caret back after the same digits. */
  const reformat = (
    input: HTMLInputElement,
    format: (text: string, adding: boolean) => string,
    event: Event,
  ) => {
    const before = input.value;
    const caret = input.selectionStart ?? before.length;
    const atEnd = caret >= before.length;
    const adding = !(event as InputEvent).inputType?.startsWith('delete');
    const after = format(before, adding);
    if (after === before) return;
    const digits = digitsBefore(before, caret);
    input.value = after;
    // Typing at the end keeps the caret at the end, past a slash or space just put in.
    const position = atEnd ? after.length : afterDigits(after, digits);
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
  };

  number.input.addEventListener('input', (event) => {
    reformat(number.input, (text) => formatCardNumber(text), event);
    render();
  });
  expiry.input.addEventListener('input', (event) => {
    reformat(expiry.input, formatExpiry, event);
    render();
  });
  cvc.input.addEventListener('input', (event) => {
    const max = ruleOf(number.input.value.replace(/\D/g, '')).cvc;
    reformat(cvc.input, (text) => text.replace(/\D/g, '').slice(0, max), event);
    render();
  });

  const field: CardField = {
    state: () => stateOf(current(), texts),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focus: () => number.input.focus(),
    destroy: () => {
      listeners.clear();
      root.remove();
    },
    showsErrors: true,
    setTexts: (next) => {
      texts = next;
      for (const [name, label] of labels) label.textContent = texts[name];
      render();
    },
  };
  values.set(field, () => current().values);
  return field;
}
