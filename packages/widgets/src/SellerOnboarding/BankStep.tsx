/**
 * Onboarding step 3 (spec §2, §5): the bank account sales are paid to — its type, country,
 * currency, IBAN (or account number) and routing number, with the holder and branch if wished.
 * Sending it opens the seller's payout account at the payment provider when there is none and
 * makes this its bank account (the spec's stripe/v2/account/store and create_external_account2),
 * then saves the step. A seller comes back here to change the account payouts go to.
 */
import { checkForm, type OnboardingStep, usesRoutingNumber } from '@vitrine/sdk-core';
// A subpath of its own: the IBAN formats of every country load with this step only.
import { type BankValues, bankForm } from '@vitrine/sdk-core/bank-form';
import { useMemo } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useCountryOptions } from '../hooks/useCountryOptions.js';
import { useForm } from '../hooks/useForm.js';
import { useT } from '../hooks/useT.js';
import { useVitrine } from '../provider.js';
import { SelectField, TextField } from '../ui/Field.js';
import { StepActions } from './StepActions.js';
import { StepForm } from './StepForm.js';
import { showStepError } from './showStepError.js';

export interface BankStepProps {
  onSubmitted(step: OnboardingStep): void;
}

type BankFields = {
  type: 'iban' | 'account_number';
  country: string;
  currency: string;
  iban: string;
  routing_number: string;
  account_holder_name: string;
  location_banque: string;
};

const FIELDS = [
  'type',
  'country',
  'currency',
  'iban',
  'routing_number',
  'account_holder_name',
  'location_banque',
];

/** The form's field of a field the server or the provider named. */
function bankField(field: string): string {
  if (field === 'bank_account.account_number') return 'iban';
  return field.replace(/^(coord_bancaire_profile|bank_account)\./, '');
}

export function BankStep({ onSubmitted }: BankStepProps) {
  const client = useVitrine();
  const t = useT();
  const { options } = useCountryOptions();
  const currencies = useMemo(
    () => [...new Set(options.map(({ country }) => country.code_monnaie))].sort(),
    [options],
  );
  const { userDetail } = client.store.getState();
  const form = useForm<BankFields, BankValues>(
    {
      type: 'iban',
      country: userDetail?.alpha2 ?? '',
      currency: userDetail?.code_monnaie ?? '',
      iban: '',
      routing_number: '',
      account_holder_name: '',
      location_banque: '',
    },
    (values) => checkForm(bankForm, values),
  );
  const send = useAction(async (values: BankValues, location: string) => {
    const account = await client.paymentAccount.setUpBank({
      country: values.country,
      currency: values.currency,
      account_number: values.iban,
      ...(usesRoutingNumber(values.country) ? { routing_number: values.routing_number } : {}),
      ...(values.account_holder_name ? { account_holder_name: values.account_holder_name } : {}),
    });
    if (account.error) return account;
    return client.onboarding.bank({
      coord_bancaire_profile: values,
      ...(location.trim() ? { location_banque: location.trim() } : {}),
    });
  });

  const submit = form.submit(async (values) => {
    const result = await send.run(values, form.values.location_banque);
    if (!result) return;
    if (result.error) {
      showStepError(form, result.error, t, bankField, FIELDS);
      return;
    }
    onSubmitted(result.data);
  });

  const text = (
    field: 'iban' | 'routing_number' | 'account_holder_name' | 'location_banque',
    label: string,
    required = true,
  ) => <TextField label={label} required={required} {...form.bind(field)} autoComplete="off" />;

  return (
    <StepForm title={t('onboarding.bank.title')} intro={t('onboarding.bank.intro')} onSubmit={submit}>
      <SelectField
        label={t('onboarding.bank.type')}
        required
        value={form.values.type}
        error={form.error('type')}
        onChange={(event) => form.set('type', event.target.value as BankFields['type'])}
      >
        <option value="iban">{t('onboarding.bank.iban')}</option>
        <option value="account_number">{t('onboarding.bank.accountNumber')}</option>
      </SelectField>
      <SelectField label={t('onboarding.bank.country')} required {...form.bind('country')}>
        <option value="">{t('onboarding.address.chooseCountry')}</option>
        {options.map(({ country, label }) => (
          <option key={country.alpha2} value={country.alpha2}>
            {label}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('onboarding.bank.currency')} required {...form.bind('currency')}>
        <option value="">{t('onboarding.bank.chooseCurrency')}</option>
        {/* The account's currency, even before the list has loaded. */}
        {form.values.currency && !currencies.includes(form.values.currency) && (
          <option value={form.values.currency}>{form.values.currency}</option>
        )}
        {currencies.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </SelectField>
      {text('iban', t('onboarding.bank.number'))}
      {text('routing_number', t('onboarding.bank.routing'))}
      {text('account_holder_name', t('onboarding.bank.holder'), false)}
      {text('location_banque', t('onboarding.bank.location'), false)}
      <StepActions busy={send.busy} error={form.error('_form')} label={t('onboarding.bank.submit')} />
    </StepForm>
  );
}
