/**
 * The sandbox's card input: number, expiry and CVC as plain labelled inputs, rendered in light
 * DOM like Stripe's. `cardFieldFromValues` gives the same field with values and no DOM, for
 * servers and tests.
 */
import type { CardField, CardFieldState } from '../paymentTypes.js';

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

/** `12/34` → month 12, year 2034. */
function parseExpiry(text: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { exp_month: month, exp_year: year < 100 ? 2000 + year : year };
}

function check(
  number: string,
  expiry: string,
  cvc: string,
): { values: CardValues | null; state: CardFieldState } {
  const digits = number.replace(/\s+/g, '');
  const date = parseExpiry(expiry);
  const complete = /^\d{12,19}$/.test(digits) && date !== null && /^\d{3,4}$/.test(cvc);
  let error: string | null = null;
  if (digits && !/^\d*$/.test(digits)) error = 'Your card number is invalid.';
  else if (expiry.length >= 4 && !date) error = "Your card's expiration date is invalid.";
  return { values: complete && date ? { number: digits, ...date, cvc } : null, state: { complete, error } };
}

/** A field holding fixed values (no DOM). */
export function cardFieldFromValues(card: CardValues): CardField {
  const field: CardField = {
    state: () => check(card.number, `${card.exp_month}/${card.exp_year}`, card.cvc).state,
    onChange: () => () => {},
    focus: () => {},
    destroy: () => {},
  };
  values.set(field, () => check(card.number, `${card.exp_month}/${card.exp_year}`, card.cvc).values);
  return field;
}

const LABELS = {
  fr: { number: 'Numéro de carte', expiry: 'Expiration (MM/AA)', cvc: 'CVC' },
  en: { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC' },
  it: { number: 'Numero della carta', expiry: 'Scadenza (MM/AA)', cvc: 'CVC' },
  jp: { number: 'カード番号', expiry: '有効期限 (MM/YY)', cvc: 'セキュリティコード' },
  ru: { number: 'Номер карты', expiry: 'Срок действия (ММ/ГГ)', cvc: 'CVC' },
} as const;

/** Renders the three inputs into `container` (light DOM). */
export function mountSandboxCardField(
  container: HTMLElement,
  language: keyof typeof LABELS = 'fr',
): CardField {
  const document = container.ownerDocument;
  const labels = LABELS[language] ?? LABELS.fr;
  const root = document.createElement('div');
  root.setAttribute('data-vitrine-card', 'sandbox');
  root.style.display = 'grid';
  root.style.gridTemplateColumns = '1fr 8em 6em';
  root.style.gap = '8px';
  const make = (name: keyof typeof LABELS.fr, autocomplete: AutoFill, inputMode: string) => {
    const label = document.createElement('label');
    label.style.display = 'grid';
    label.style.gap = '4px';
    label.style.fontSize = '13px';
    label.textContent = labels[name];
    const input = document.createElement('input');
    input.name = `card-${name}`;
    input.autocomplete = autocomplete;
    input.inputMode = inputMode;
    input.style.padding = '10px';
    input.style.font = 'inherit';
    input.style.border = '1px solid #c9c2b8';
    label.append(input);
    root.append(label);
    return input;
  };
  const number = make('number', 'cc-number', 'numeric');
  const expiry = make('expiry', 'cc-exp', 'numeric');
  const cvc = make('cvc', 'cc-csc', 'numeric');
  container.append(root);

  const listeners = new Set<(state: CardFieldState) => void>();
  const current = () => check(number.value, expiry.value, cvc.value);
  const changed = () => {
    for (const listener of listeners) listener(current().state);
  };
  for (const input of [number, expiry, cvc]) input.addEventListener('input', changed);

  const field: CardField = {
    state: () => current().state,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    focus: () => number.focus(),
    destroy: () => {
      listeners.clear();
      root.remove();
    },
  };
  values.set(field, () => current().values);
  return field;
}
