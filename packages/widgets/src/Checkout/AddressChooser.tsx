/**
 * Checkout step '1. Livraison' with the address book: the buyer's addresses to choose from (the
 * one chosen so far, else the default, preselected), or a new one, written as its country writes
 * addresses (shared/AddressForm) and kept in the book. Loaded when the step first shows it.
 */
import {
  type AppLanguageCode,
  type BookAddress,
  type Country,
  countryName,
  type DeliveryAddressValues,
  type Result,
} from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { AddressForm } from '../shared/AddressForm.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { LazyPostalAddress } from '../ui/LazyPostalAddress.js';

export interface AddressChooserProps {
  /** The address chosen so far, if any. */
  chosenId: number | null;
  countries: readonly Country[];
  language: AppLanguageCode;
  /** The visitor's country: a new address starts there. */
  country: string;
  /** The buyer chose (or added) the address to deliver to. */
  onChosen(address: BookAddress): void;
}

const NEW = 'new';

export function AddressChooser({ chosenId, countries, language, country, onChosen }: AddressChooserProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const book = useRemote(() => client.addresses.list(), [client]);
  const [picked, setPicked] = useState<string | null>(null);
  const legendId = useId();

  if (book.status === 'loading') return <LoadingState />;
  if (book.status === 'error') return <ErrorState remote={book} />;
  const addresses = book.data;
  const preselected = String(
    chosenId ?? addresses.find((address) => address.par_defaut)?.id_adresse_livraison ?? NEW,
  );
  const choice = picked ?? (addresses.length ? preselected : NEW);
  const addNew = async (values: DeliveryAddressValues): Promise<Result<unknown>> => {
    const saved = await client.addresses.saveAddress({ ...values, prenom: values.prenom || undefined });
    if (saved.data) onChosen(saved.data);
    return saved;
  };
  const form = (
    <AddressForm
      address={null}
      countries={countries}
      language={language}
      country={country}
      submitLabel={t('checkout.continue')}
      onSubmit={addNew}
    />
  );
  if (addresses.length === 0) return form;

  const option = css({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: 10,
    padding: 12,
    border: `1px solid ${tokens.line}`,
    cursor: 'pointer',
    alignItems: 'start',
  });
  const chosen = addresses.find((address) => String(address.id_adresse_livraison) === choice);
  return (
    <div className={css({ display: 'grid', gap: 12 })}>
      <fieldset
        aria-labelledby={legendId}
        className={css({ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 })}
      >
        <legend id={legendId} className={css({ padding: 0, marginBottom: 8, fontSize: 14 })}>
          {t('account.addresses.choose')}
        </legend>
        {addresses.map((address) => (
          <label key={address.id_adresse_livraison} className={option}>
            <input
              type="radio"
              name="delivery-address"
              value={address.id_adresse_livraison}
              checked={choice === String(address.id_adresse_livraison)}
              onChange={() => setPicked(String(address.id_adresse_livraison))}
              className={css({ margin: '4px 0 0', accentColor: tokens.ink, ...focusRing })}
            />
            <LazyPostalAddress
              className={css({ fontStyle: 'normal', lineHeight: 1.5, overflowWrap: 'anywhere' })}
              address={address}
            >
              {countryName(address.alpha2, language, { fr: address.nom_fr_fr })}
              {address.par_defaut ? ` · ${t('account.addresses.isDefault')}` : ''}
            </LazyPostalAddress>
          </label>
        ))}
        <label className={option}>
          <input
            type="radio"
            name="delivery-address"
            value={NEW}
            checked={choice === NEW}
            onChange={() => setPicked(NEW)}
            className={css({ margin: '4px 0 0', accentColor: tokens.ink, ...focusRing })}
          />
          <span>{t('account.addresses.newAddress')}</span>
        </label>
      </fieldset>
      {choice === NEW ? (
        form
      ) : (
        <div>
          <Button onClick={() => chosen && onChosen(chosen)}>{t('account.addresses.useThis')}</Button>
        </div>
      )}
    </div>
  );
}
