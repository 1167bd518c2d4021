/**
 * A delivery address written the way its country writes one: the fields its post uses, in its
 * order (the family name first where the country writes the name last, as Japan does), the region
 * as a list of the country's own where it has them and not at all where it has none, the postcode
 * only where there is one, each marked required as the post requires it. The rules come from the
 * server (Google's address data) through `addresses.countryRules`, and the SDK's
 * `deliveryAddressFormFor` checks them before sending; what the server still refuses shows under
 * its field.
 */
import {
  type AppLanguageCode,
  type BookAddress,
  type Country,
  type CountryAddressRules,
  checkForm,
  countryOptions,
  type DeliveryAddressValues,
  deliveryAddressForm,
  deliveryAddressFormFor,
  type Result,
  type SdkError,
} from '@vitrine/sdk-core';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Checkbox, SelectField, TextField } from '../ui/Field.js';
import { serverFieldError } from '../ui/serverFieldError.js';

/** What the form's fields hold: text, as typed. */
export type AddressFormValues = {
  prenom: string;
  nom: string;
  pays: string;
  adresse: string;
  complement: string;
  ville: string;
  region_etat: string;
  code_postal: string;
  telephone: string;
};

const AUTOCOMPLETE: Record<keyof AddressFormValues, string> = {
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

/** The names each country gives its regions and postcodes (Google's data), as text keys. */
const REGION_KEYS: Record<string, string> = {
  state: 'account.addresses.region.state',
  province: 'account.addresses.region.province',
  prefecture: 'account.addresses.region.prefecture',
  county: 'account.addresses.region.county',
  oblast: 'account.addresses.region.oblast',
  emirate: 'account.addresses.region.emirate',
  area: 'account.addresses.region.area',
  district: 'account.addresses.region.district',
  department: 'account.addresses.region.department',
  island: 'account.addresses.region.island',
  parish: 'account.addresses.region.parish',
  do_si: 'account.addresses.region.do_si',
};
const POSTCODE_KEYS: Record<string, string> = {
  postal: 'account.addresses.postcode.postal',
  zip: 'account.addresses.postcode.zip',
  pin: 'account.addresses.postcode.pin',
  eircode: 'account.addresses.postcode.eircode',
};

/** The form's first values: an address of the book, else empty fields in the visitor's country. */
export function addressFormValues(address: BookAddress | null, country: string): AddressFormValues {
  return {
    prenom: address?.prenom ?? '',
    nom: address?.nom ?? '',
    pays: address?.alpha2 ?? country,
    adresse: address?.adresse_1 ?? '',
    complement: address?.adresse_2 ?? '',
    ville: address?.ville ?? '',
    region_etat: address?.region_etat ?? '',
    code_postal: address?.code_postal ?? '',
    telephone: address?.numero ?? '',
  };
}

export interface AddressFormProps {
  /** The address being changed, or null for a new one. */
  address: BookAddress | null;
  countries: readonly Country[];
  language: AppLanguageCode;
  /** The visitor's country: a new address starts there. */
  country: string;
  /** Offers 'make it the default' (the book's form; checkout's new address has it off). */
  offerDefault?: boolean;
  submitLabel: string;
  /** Keeps the address; an error with a field goes under that field. */
  onSubmit(values: DeliveryAddressValues, makeDefault: boolean): Promise<Result<unknown>>;
  onCancel?(): void;
}

export function AddressForm({
  address,
  countries,
  language,
  country,
  offerDefault = false,
  submitLabel,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const [rules, setRules] = useState<CountryAddressRules | null>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm(addressFormValues(address, country), (values) =>
    checkForm(
      rules && rules.pays === values.pays ? deliveryAddressFormFor(rules) : deliveryAddressForm,
      values,
    ),
  );
  const options = useMemo(() => countryOptions(countries, language), [countries, language]);
  const pays = form.values.pays;
  const hintId = useId();

  useEffect(() => {
    let current = true;
    if (!pays) return;
    void client.addresses.countryRules(pays).then((answer) => {
      if (current && answer.data) setRules(answer.data);
    });
    return () => {
      current = false;
    };
  }, [client, pays]);

  const known = rules && rules.pays === pays ? rules : null;
  const showError = (error: SdkError) => {
    const body = 'body' in error ? (error.body as Record<string, unknown>) : {};
    const { field, text } = serverFieldError(error);
    const key = typeof body.key === 'string' ? body.key : null;
    const name = typeof body.field === 'string' ? body.field : field;
    form.setServerError(name && name in form.values ? name : '_form', key ? t(key) : text);
  };

  const submit = form.submit(async (values) => {
    setBusy(true);
    const done = await onSubmit(values, makeDefault);
    setBusy(false);
    if (done.error) showError(done.error);
  });

  const field = (name: keyof AddressFormValues, label: string, required: boolean, hint?: string) => (
    <TextField
      key={name}
      label={label}
      name={name}
      required={required}
      hint={hint}
      autoComplete={AUTOCOMPLETE[name]}
      type={name === 'telephone' ? 'tel' : 'text'}
      inputMode={name === 'telephone' ? 'tel' : undefined}
      {...form.bind(name)}
    />
  );
  const names = [
    field('prenom', t('checkout.fields.prenom'), false),
    field('nom', t('checkout.fields.nom'), true),
  ];
  const regionLabel = t(REGION_KEYS[known?.regionKind ?? ''] ?? 'checkout.fields.region_etat');
  const postcodeLabel = t(POSTCODE_KEYS[known?.postcodeKind ?? ''] ?? 'checkout.fields.code_postal');
  const formError = form.error('_form');

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-describedby={hintId}
      className={css({ display: 'grid', gap: 16 })}
    >
      <p id={hintId} className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>
        {t('checkout.requiredNote')}
      </p>
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
        <SelectField
          label={t('checkout.fields.pays')}
          name="pays"
          required
          autoComplete="country"
          {...form.bind('pays')}
        >
          <option value="">{t('checkout.chooseCountry')}</option>
          {options.map((option) => (
            <option key={option.alpha2} value={option.alpha2}>
              {option.name}
            </option>
          ))}
        </SelectField>
        {known?.familyNameFirst ? names.reverse() : names}
        {field('adresse', t('checkout.fields.adresse'), true)}
        {field('complement', t('checkout.fields.complement'), false)}
        {(!known || known.hasCity || form.values.ville) &&
          field('ville', t('checkout.fields.ville'), Boolean(known?.cityRequired))}
        {known?.hasRegion &&
          (known.regions.length > 0 ? (
            <SelectField
              label={regionLabel}
              name="region_etat"
              required={known.regionRequired}
              autoComplete="address-level1"
              {...form.bind('region_etat')}
            >
              <option value="">{regionLabel}</option>
              {known.regions.map((region) => (
                <option key={region.value} value={region.value}>
                  {region.latin && language !== 'jp' ? `${region.latin} (${region.label})` : region.label}
                </option>
              ))}
            </SelectField>
          ) : (
            field('region_etat', regionLabel, known.regionRequired)
          ))}
        {known?.hasPostcode &&
          field(
            'code_postal',
            postcodeLabel,
            known.postcodeRequired,
            known.postcodeExample ? `${known.postcodeExample}` : undefined,
          )}
        {field('telephone', t('checkout.fields.telephone'), true)}
      </div>
      {offerDefault && !address?.par_defaut && (
        <Checkbox
          label={t('account.addresses.setAsDefault')}
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.currentTarget.checked)}
        />
      )}
      <div className={css({ display: 'flex', gap: 12, flexWrap: 'wrap' })}>
        <Button type="submit" disabled={busy || !known}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="quiet" onClick={onCancel}>
            {t('account.addresses.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
