/**
 * Checkout (spec §4): the delivery address is saved, the card becomes a token, one payment intent
 * per cart line is requested at the prices the cart shows, each intent is confirmed in turn with
 * the card, and the cart is read again. A failed confirmation stops there and answers the
 * provider's message (spec §8: shown under the card).
 */
import {
  type CartLine,
  type DeliveryAddressInput,
  type PaymentIntent,
  paymentEndpoints,
  sellerPriceUnits,
} from '@vitrine/contract';
import { type Cart, lineMinor } from './cart.js';
import { type ClientCore, currentUserId } from './core.js';
import { type Result, SdkHttpError } from './errors.js';
import { newIdempotencyKey } from './idempotencyKey.js';
import type { Orders } from './orders.js';
import type { CardField, PaymentMethodProvider } from './paymentTypes.js';

export type CheckoutStep = 'address' | 'token' | 'intent' | 'confirm' | 'done';

export interface CheckoutRequest {
  /** A new address (kept in the buyer's book), or one of the book's by its id. */
  address: Omit<DeliveryAddressInput, 'id_user'> | { id_adresse_livraison: number };
  provider: PaymentMethodProvider;
  card: CardField;
  /** The card holder's name. */
  holderName: string;
  /** 'Save for next payment'. */
  saveCard?: boolean;
  onStep?: (step: CheckoutStep) => void;
}

/** What the review page shows (the spec passes it as navigation state). */
export interface CheckoutResult {
  intents: PaymentIntent[];
  /** What was bought: the cart's lines paid for, as the cart showed them. */
  lines: CartLine[];
  /** What was charged in all, in minor units of `currency`. */
  total: number;
  currency: string;
  id_adresse_livraison: number;
}

export function createCheckout(core: ClientCore, cart: Cart, orders: Orders) {
  // A retried checkout of the same cart reuses its key, so the server answers the same intents
  // instead of reserving the items a second time.
  let attempt: { lines: string; key: string } | null = null;

  return {
    async pay(request: CheckoutRequest): Promise<Result<CheckoutResult>> {
      const { store } = core;
      const id_user = currentUserId(core);
      const country = store.getState().country;
      if (id_user === null) return { error: new SdkHttpError(401, 'Sign in to pay.') };
      if (!country)
        throw new Error(
          'checkout.pay needs the visitor country: call setLocale({ country, language }) first.',
        );

      request.onStep?.('address');
      const chosen = request.address;
      const address: Result<{ id_adresse_livraison: number }> =
        'id_adresse_livraison' in chosen
          ? { data: { id_adresse_livraison: chosen.id_adresse_livraison } }
          : await orders.saveAddress(chosen);
      if (address.error) return address;

      request.onStep?.('token');
      const token = await request.provider.createToken(request.card, { name: request.holderName });
      if (token.error) return token;

      request.onStep?.('intent');
      const lines = await cart.list();
      if (lines.error) return lines;
      const payable = lines.data.filter((line) => line.etat !== 'Vendu');
      if (payable.length === 0)
        return { error: new SdkHttpError(409, 'Your cart has nothing left to pay for.') };
      const signature = payable
        .map((line) => `${line.id_sous_produit}:${line.prix_unitaire}:${line.offre?.id_offre ?? ''}`)
        .join(',');
      if (attempt?.lines !== signature)
        attempt = { lines: signature, key: `${id_user}-${newIdempotencyKey()}` };

      const intents = await core.http.call(paymentEndpoints.createIntent, {
        you: {
          id: id_user,
          devise: country.code_monnaie,
          adresse: { id: address.data.id_adresse_livraison },
        },
        commandes: payable.map((line) => ({
          produit: { id: line.id_produit },
          sous_produit: line.id_sous_produit,
          quantite: 1 as const,
          prix: lineMinor(line, country),
          prix_vendeur: sellerPriceUnits(line.prix_unitaire, line.code_monnaie_vendeur),
          kate: { id: line.id_vendeur, devise: line.code_monnaie_vendeur },
        })),
        device: 'web',
        save_card: Boolean(request.saveCard),
        idempotency_key: attempt.key,
      });
      if (intents.error) return intents;

      request.onStep?.('confirm');
      // A card token pays once, as the provider's do: the first line spends the one made above,
      // each further line a new one.
      let unspent: string | undefined = token.data.id;
      const tokenToPay = async (): Promise<Result<string>> => {
        const ready = unspent;
        unspent = undefined;
        if (ready) return { data: ready };
        const fresh = await request.provider.createToken(request.card, { name: request.holderName });
        return fresh.error ? fresh : { data: fresh.data.id };
      };
      for (const intent of intents.data.succeeded) {
        if (intent.status === 'succeeded') continue;
        const paying = await tokenToPay();
        if (paying.error) return paying;
        const confirmed = await request.provider.confirm(intent, paying.data);
        // A failed confirmation does nothing further (spec §4): the error is the provider's.
        if (confirmed.error) return confirmed;
      }

      attempt = null;
      await cart.list();
      request.onStep?.('done');
      return {
        data: {
          intents: intents.data.succeeded,
          lines: payable,
          total: intents.data.succeeded.reduce((sum, intent) => sum + intent.amount, 0),
          currency: country.code_monnaie,
          id_adresse_livraison: address.data.id_adresse_livraison,
        },
      };
    },
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
