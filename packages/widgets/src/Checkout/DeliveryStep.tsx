/**
 * Checkout step '1. Livraison' (spec §2, §5): the delivery address form. It says to use
 * alphanumeric characters only and that fields marked * are required; every field but the first
 * name is. The form's state lives with the checkout, so going back to it loses nothing.
 */
import {
  type AppLanguageCode,
  type Country,
  countryOptions,
  type DeliveryAddressValues,
} from '@vitrine/sdk-core';
import { useMemo } from 'react';
import type { FormApi } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { SelectField, TextField } from '../ui/Field.js';
import { DELIVERY_FIELDS, type DeliveryFormValues, OPTIONAL_DELIVERY_FIELDS } from './deliveryValues.js';

const AUTOCOMPLETE: Record<keyof DeliveryFormValues, string> = {
  prenom: 'given-name',
  nom: 'family-name',
  pays: 'country',
  adresse: 'address-line1',
  complement: 'address-line2',
  ville: 'address-level2',
  region_etat: 'address-level1',
  code_postal: 'postal-code',
  telephone: 'tel',
};

export interface DeliveryStepProps {
  form: FormApi<DeliveryFormValues, DeliveryAddressValues>;
  countries: readonly Country[];
  language: AppLanguageCode;
  /** The address is complete and valid: go on to the payment. */
  onDone(values: DeliveryAddressValues): void;
}

export function DeliveryStep({ form, countries, language, onDone }: DeliveryStepProps) {
  const t = useT();
  const { css } = useCss();
  const options = useMemo(() => countryOptions(countries, language), [countries, language]);
  const formError = form.error('_form');

  return (
    <form noValidate onSubmit={form.submit(onDone)} className={css({ display: 'grid', gap: 16 })}>
      <div className={css({ display: 'grid', gap: 2, fontSize: 13, color: tokens.muted })}>
        <p className={css({ margin: 0 })}>{t('checkout.alphanumericNote')}</p>
        <p className={css({ margin: 0 })}>{t('checkout.requiredNote')}</p>
      </div>
      {formError && (
        <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
          {formError}
        </p>
      )}
      <div
        className={css({
          display: 'grid',
          gap: 14,
          '@container (min-width: 520px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        {DELIVERY_FIELDS.map((field) => {
          const common = {
            label: t(`checkout.fields.${field}`),
            name: field,
            required: !OPTIONAL_DELIVERY_FIELDS.has(field),
            autoComplete: AUTOCOMPLETE[field],
            ...form.bind(field),
          };
          if (field === 'pays') {
            return (
              <SelectField key={field} {...common}>
                <option value="">{t('checkout.chooseCountry')}</option>
                {options.map((option) => (
                  <option key={option.alpha2} value={option.alpha2}>
                    {option.name}
                  </option>
                ))}
              </SelectField>
            );
          }
          return (
            <TextField
              key={field}
              {...common}
              type={field === 'telephone' ? 'tel' : 'text'}
              inputMode={field === 'telephone' ? 'tel' : undefined}
            />
          );
        })}
      </div>
      <div>
        <Button type="submit">{t('checkout.continue')}</Button>
      </div>
    </form>
  );
}
