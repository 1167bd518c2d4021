/**
 * The country picker against the real server's countries: the delivered/billed sentence, the
 * filter (case- and accent-blind), the radio list and its keys, and a host switching the country
 * in its URL with the SDK's helpers.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Country, replaceCountry, type VitrineClient } from '@vitrine/sdk-core';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientFailingOnce, frenchClient, OUTAGE_MESSAGE } from '../Brands/Brands.test.helpers.js';
import { createTestClient, renderWithClient, testServerUrl } from '../testing/renderWithClient.js';
import { CountryDialog, DEFAULT_CURRENCY } from './CountryDialog.js';

afterEach(cleanup);

let countries: Country[];
beforeAll(async () => {
  countries = (await createTestClient(testServerUrl()).countries.list()).data?.data ?? [];
  expect(countries.length).toBeGreaterThan(20);
});

function Picker({ current, chosen }: { current?: string; chosen: Country[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Pays
      </button>
      <CountryDialog
        open={open}
        current={current}
        onClose={() => setOpen(false)}
        onSelect={(country) => chosen.push(country)}
      />
    </>
  );
}

const radios = () => within(screen.getByRole('radiogroup')).getAllByRole('radio');
const radioNames = () => radios().map((radio) => radio.getAttribute('aria-label'));

async function openPicker(client: VitrineClient, current?: string) {
  const chosen: Country[] = [];
  renderWithClient(<Picker current={current} chosen={chosen} />, client);
  await waitFor(() => expect(radios()).toHaveLength(countries.length));
  return chosen;
}

describe('CountryDialog', () => {
  it('says where the shopper is delivered and in which currency they are billed', async () => {
    await openPicker(await frenchClient(), 'JP');
    const dialog = screen.getByRole('dialog', { name: 'Pays de livraison' });
    expect(within(dialog).getByTestId('country-billing').textContent).toBe(
      'Vous êtes livré dans le pays « Japon » et facturé en JPY ¥.',
    );
  });

  it('names the country in the visitor language', async () => {
    const japanese = createTestClient(testServerUrl(), 'jp');
    await japanese.setLocale({ country: 'JP', language: 'jp' });
    await openPicker(japanese);
    expect(screen.getByRole('dialog', { name: 'お届け先の国' })).toBeTruthy();
    expect(screen.getByTestId('country-billing').textContent).toBe('お届け先は日本、ご請求はJPY（¥）です。');
    // The list names countries in Japanese too (the spec lists French names for everyone).
    expect(screen.getByRole('radio', { name: '日本 JPY ¥' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'イギリス GBP £' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Japon JPY ¥' })).toBeNull();
  });

  it.each([
    ['en', 'GB', 'United Kingdom', 'ger', 'Germany'],
    ['it', 'IT', 'Regno Unito', 'germ', 'Germania'],
    ['ru', 'RU', 'Великобритания', 'герм', 'Германия'],
    ['jp', 'JP', 'イギリス', 'ドイツ', 'ドイツ'],
  ] as const)(
    'in %s: names, sorts with the language’s collation and filters by that name',
    async (language, country, uk, typed, germany) => {
      const client = createTestClient(testServerUrl(), language);
      await client.setLocale({ country, language });
      await openPicker(client);
      const shown = radioNames().map((name) => name?.replace(/ [A-Z]{3} .*$/, '') ?? '');
      expect(shown).toContain(uk);
      expect(shown.length).toBe(countries.length);
      // The order is the language's own: Intl.Collator sorts the shown names into the same order.
      const collator = new Intl.Collator(language === 'jp' ? 'ja' : language);
      expect([...shown].sort(collator.compare)).toEqual(shown);
      // Typing part of a name in that language finds the country.
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: typed } });
      expect(radioNames().map((name) => name?.replace(/ [A-Z]{3} .*$/, ''))).toContain(germany);
    },
  );

  it('follows the client’s country when no current one is given, and bills in EUR when none is known', async () => {
    const swiss = createTestClient(testServerUrl());
    await swiss.setLocale({ country: 'CH', language: 'fr' });
    await openPicker(swiss);
    expect(screen.getByTestId('country-billing').textContent).toBe(
      'Vous êtes livré dans le pays « Suisse » et facturé en CHF CHF.',
    );
    cleanup();

    await openPicker(createTestClient(testServerUrl()));
    expect(DEFAULT_CURRENCY.code).toBe('EUR');
    expect(screen.getByTestId('country-billing').textContent).toBe('Vous êtes facturé en EUR €.');
  });

  it('lists every country as a radio: flag, French name, currency code and symbol', async () => {
    await openPicker(await frenchClient(), 'JP');
    const japan = countries.find((country) => country.alpha2 === 'JP') as Country;
    const radio = within(screen.getByRole('radiogroup', { name: 'Pays' })).getByRole('radio', {
      name: 'Japon JPY ¥',
    });
    expect(radio.getAttribute('aria-checked')).toBe('true');
    expect(radio.textContent).toBe(`${japan.flag}Japon${japan.code_monnaie} ${japan.unity}`);
    expect(radios().filter((entry) => entry.getAttribute('aria-checked') === 'true')).toEqual([radio]);
    expect(radioNames()[0]).toBe('Afrique du Sud ZAR R');
    // A roving tab stop: only the checked country is in the tab order.
    expect(radios().filter((entry) => entry.tabIndex === 0)).toEqual([radio]);
  });

  it("filters on the French name or the currency code, ignoring case and accents: 'etats', 'jpy'", async () => {
    await openPicker(await frenchClient(), 'FR');
    const filter = screen.getByRole('searchbox', { name: 'Filtrer par pays ou devise' });
    expect(document.activeElement).toBe(filter);

    fireEvent.change(filter, { target: { value: 'etats' } });
    expect(radioNames()).toEqual(['États-Unis USD $']);
    fireEvent.change(filter, { target: { value: 'ÉTATS' } });
    expect(radioNames()).toEqual(['États-Unis USD $']);
    fireEvent.change(filter, { target: { value: 'jpy' } });
    expect(radioNames()).toEqual(['Japon JPY ¥']);
    fireEvent.change(filter, { target: { value: 'france' } });
    expect(radioNames()).toEqual(['France EUR €']);
    fireEvent.change(filter, { target: { value: 'eur' } });
    expect(radioNames().length).toBe(countries.filter((country) => country.code_monnaie === 'EUR').length);
    fireEvent.change(filter, { target: { value: 'zzz' } });
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText('Aucun pays ne correspond à « zzz ».')).toBeTruthy();
  });

  it('moves the choice with the arrow keys, and Enter confirms it: onSelect, then the dialog closes', async () => {
    const chosen = await openPicker(await frenchClient(), 'FR');
    const france = screen.getByRole('radio', { name: 'France EUR €' });
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(france);

    fireEvent.keyDown(france, { key: 'ArrowDown' });
    const next = radios()[radios().indexOf(france) + 1] as HTMLElement;
    expect(next.getAttribute('aria-checked')).toBe('true');
    expect(france.getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'ArrowUp' });
    fireEvent.keyDown(france, { key: 'ArrowUp' });
    const previous = document.activeElement as HTMLElement;
    expect(previous.getAttribute('aria-label')).not.toBe('France EUR €');
    expect(previous.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(previous, { key: 'End' });
    expect(document.activeElement).toBe(radios()[radios().length - 1]);

    const last = (document.activeElement as HTMLElement).getAttribute('data-alpha2');
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    expect(chosen.map((country) => country.alpha2)).toEqual([last]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('chooses on a click, and Enter in the filter box picks the country the search narrowed to', async () => {
    let chosen = await openPicker(await frenchClient(), 'FR');
    fireEvent.click(screen.getByRole('radio', { name: 'Japon JPY ¥' }));
    expect(chosen.map((country) => country.nom_fr_fr)).toEqual(['Japon']);
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    chosen = await openPicker(await frenchClient(), 'FR');
    const filter = screen.getByRole('searchbox', { name: 'Filtrer par pays ou devise' });
    fireEvent.change(filter, { target: { value: 'jpy' } });
    expect(screen.getByRole('radio', { name: 'Japon JPY ¥' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.submit(filter.closest('form') as HTMLFormElement);
    expect(chosen.map((country) => country.alpha2)).toEqual(['JP']);
  });

  it('lets a host switch the country in its URL and the client, staying on the same page', async () => {
    const client = await frenchClient();
    let path = '/fr-fr/designers?page=2';
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <CountryDialog
          open={open}
          onClose={() => setOpen(false)}
          onSelect={(country) => {
            path = replaceCountry(path, country.alpha2, { country: 'FR', language: 'fr' });
            void client.setLocale({ country: country.alpha2, language: client.store.getState().language });
          }}
        />
      );
    }
    renderWithClient(<Host />, client);
    fireEvent.click(await screen.findByRole('radio', { name: 'Japon JPY ¥' }));
    expect(path).toBe('/jp-fr/designers?page=2');
    await waitFor(() => expect(client.store.getState().country?.code_monnaie).toBe('JPY'));
  });

  it("shows the server's error with a retry that loads the countries", async () => {
    renderWithClient(<Picker chosen={[]} />, clientFailingOnce('list_pays_simple'));
    expect((await screen.findByRole('alert')).textContent).toContain(OUTAGE_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(radios()).toHaveLength(countries.length));
  });
});
