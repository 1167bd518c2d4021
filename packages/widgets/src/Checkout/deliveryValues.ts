/**
 * The delivery form's values (checkout step 1, spec §5): prefilled from the address used last
 * (which the server answers in its own field names, spec §3), checked with the SDK's
 * `deliveryAddressForm`, and turned into what `checkout.pay` sends.
 */
import {
  type CheckoutRequest,
  checkForm,
  type DeliveryAddressValues,
  deliveryAddressForm,
  type FormResult,
  type LastAddress,
} from '@vitrine/sdk-core';

/** What the form's fields hold: text, as typed. */
export type DeliveryFormValues = {
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

/** The fields in the order the form shows them; only prenom is optional (spec §5). */
export const DELIVERY_FIELDS = [
  'prenom',
  'nom',
  'pays',
  'adresse',
  'complement',
  'ville',
  'region_etat',
  'code_postal',
  'telephone',
] as const satisfies readonly (keyof DeliveryFormValues)[];

export const OPTIONAL_DELIVERY_FIELDS: ReadonlySet<keyof DeliveryFormValues> = new Set(['prenom']);

/** The form's first values: the last address used, else empty fields in the visitor's country. */
export function deliveryInitialValues(last: LastAddress | null, countryAlpha2 = ''): DeliveryFormValues {
  return {
    prenom: last?.prenom ?? '',
    nom: last?.nom ?? '',
    pays: last?.alpha2 ?? countryAlpha2,
    adresse: last?.adresse_1 ?? '',
    complement: last?.adresse_2 ?? '',
    ville: last?.ville ?? '',
    region_etat: last?.region_etat ?? '',
    code_postal: last?.code_postal ?? '',
    telephone: last?.numero ?? '',
  };
}

export function checkDelivery(values: DeliveryFormValues): FormResult<DeliveryAddressValues> {
  return checkForm(deliveryAddressForm, values);
}

/** The checked values as the payment sends them; an empty first name is no first name. */
export function toAddressInput(values: DeliveryAddressValues): CheckoutRequest['address'] {
  const { prenom, ...rest } = values;
  return prenom ? { prenom, ...rest } : rest;
}
