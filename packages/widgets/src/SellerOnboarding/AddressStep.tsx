/**
 * Onboarding step 0 (spec §2, §5): the seller's address and identity. In Japan the names in kana
 * are asked for and the postcode fills the prefecture and city; in the United States the last
 * four digits of the national id (at most 9999).
 */
import {
  checkForm,
  type OnboardingStep,
  type PostcodeLookup,
  type SellerAddressValues,
  sellerAddressForm,
} from '@vitrine/sdk-core';
import { useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useCountryOptions } from '../hooks/useCountryOptions.js';
import { useForm } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { SelectField, TextField } from '../ui/Field.js';
import { StepActions } from './StepActions.js';
import { StepForm } from './StepForm.js';
import { showStepError } from './showStepError.js';

export interface AddressStepProps {
  postcodeLookup: PostcodeLookup;
  onSubmitted(step: OnboardingStep): void;
}

type AddressFields = {
  nom_pays_profile: string;
  nom_kana: string;
  prenom_kana: string;
  code_postal: string;
  departement: string;
  ville: string;
  rue: string;
  contact_profile: string;
  ssn_last_4: string;
};

const FIELDS = [
  'nom_pays_profile',
  'nom_kana',
  'prenom_kana',
  'code_postal',
  'departement',
  'ville',
  'rue',
  'contact_profile',
  'ssn_last_4',
] as const;

export function AddressStep({ postcodeLookup, onSubmitted }: AddressStepProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const { options } = useCountryOptions();
  const { userDetail, country } = client.store.getState();
  const form = useForm<AddressFields, SellerAddressValues>(
    {
      // The account's own country and phone: the seller's to confirm or change.
      nom_pays_profile: userDetail?.alpha2 || country?.alpha2 || '',
      nom_kana: '',
      prenom_kana: '',
      code_postal: '',
      departement: '',
      ville: '',
      rue: '',
      contact_profile: userDetail?.contact_profile ?? '',
      ssn_last_4: '',
    },
    (values) => checkForm(sellerAddressForm, values),
  );
  const [lookupText, setLookupText] = useState('');
  const lookup = useAction(async (postcode: string) => ({ data: await postcodeLookup(postcode) }));
  const send = useAction((values: SellerAddressValues) => {
    const japan = values.nom_pays_profile.toUpperCase() === 'JP';
    const us = values.nom_pays_profile.toUpperCase() === 'US';
    return client.onboarding.address({
      nom_pays_profile: values.nom_pays_profile,
      contact_profile: values.contact_profile,
      ville: values.ville,
      rue: values.rue,
      code_postal: values.code_postal,
      departement: values.departement,
      ...(japan ? { nom_kana: values.nom_kana, prenom_kana: values.prenom_kana } : {}),
      ...(us ? { ssn_last_4: values.ssn_last_4 } : {}),
    });
  });

  const countryCode = form.values.nom_pays_profile.toUpperCase();
  const japan = countryCode === 'JP';
  const us = countryCode === 'US';

  async function findAddress(postcode: string) {
    const result = await lookup.run(postcode);
    if (!result) return;
    const found = result.data;
    if (!found) {
      setLookupText(t('onboarding.address.lookupNotFound'));
      return;
    }
    form.set('departement', found.prefecture);
    form.set('ville', found.city);
    if (!form.values.rue.trim()) form.set('rue', found.town);
    setLookupText(
      t('onboarding.address.lookupFound', {
        address: `${found.prefecture} ${found.city} ${found.town}`.trim(),
      }),
    );
  }

  const submit = form.submit(async (values) => {
    const result = await send.run(values);
    if (!result) return;
    if (result.error) showStepError(form, result.error, t, (field) => field, FIELDS);
    else onSubmitted(result.data);
  });

  const text = (
    field: Exclude<keyof AddressFields, 'nom_pays_profile'>,
    label: string,
    extra: object = {},
  ) => <TextField label={label} required {...form.bind(field)} {...extra} />;

  return (
    <StepForm title={t('onboarding.address.title')} onSubmit={submit}>
      <SelectField
        label={t('onboarding.address.country')}
        required
        value={countryCode}
        error={form.error('nom_pays_profile')}
        onChange={(event) => form.set('nom_pays_profile', event.target.value)}
        onBlur={() => form.touch('nom_pays_profile')}
      >
        <option value="">{t('onboarding.address.chooseCountry')}</option>
        {options.map(({ country: option, label }) => (
          <option key={option.alpha2} value={option.alpha2}>
            {label}
          </option>
        ))}
      </SelectField>
      {japan && (
        <>
          {text('nom_kana', t('onboarding.address.lastNameKana'), { lang: 'ja' })}
          {text('prenom_kana', t('onboarding.address.firstNameKana'), { lang: 'ja' })}
        </>
      )}
      <div className={css({ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1 1 180px', minWidth: 0 })}>
          {text('code_postal', t('onboarding.address.postcode'), {
            autoComplete: 'postal-code',
            hint: japan ? t('onboarding.address.lookupHint') : undefined,
            onChange: (event: { target: { value: string } }) => {
              const value = event.target.value;
              form.set('code_postal', value);
              // Seven digits make a whole Japanese postcode: look it up without waiting for a click.
              if (japan && value.replace(/\D/g, '').length === 7) void findAddress(value);
            },
          })}
        </div>
        {japan && (
          <Button
            variant="secondary"
            busy={lookup.busy}
            onClick={() => void findAddress(form.values.code_postal)}
          >
            {t('onboarding.address.lookup')}
          </Button>
        )}
      </div>
      {japan && (
        <p role="status" className={css({ margin: 0, fontSize: 13, color: tokens.muted })}>
          {lookupText}
        </p>
      )}
      {text('departement', t('onboarding.address.region'), { autoComplete: 'address-level1' })}
      {text('ville', t('onboarding.address.city'), { autoComplete: 'address-level2' })}
      {text('rue', t('onboarding.address.street'), { autoComplete: 'street-address' })}
      {text('contact_profile', t('onboarding.address.phone'), { type: 'tel', autoComplete: 'tel' })}
      {us &&
        text('ssn_last_4', t('onboarding.address.ssnLast4'), {
          inputMode: 'numeric',
          maxLength: 4,
          autoComplete: 'off',
        })}
      <StepActions busy={send.busy} error={form.error('_form')} label={t('onboarding.address.submit')} />
    </StepForm>
  );
}
