/**
 * The two-step payment (spec §2 "Checkout payment", §4): '1. Livraison', the buyer's default
 * address chosen already, another of their address book or a new one on asking (AddressChooser,
 * loaded then; at once for a buyer with no address yet); '2. Paiement', the card; beside them the summary 'Mon
 * panier'. On success `onComplete` gets the payment result, which the host passes to the review
 * page as navigation state (spec §2); without `onComplete` the review shows in place.
 */
import type { CheckoutResult, Country, LastAddress, Result } from '@vitrine/sdk-core';
import { cartTotalMinor, countryName } from '@vitrine/sdk-core';
import { type ReactNode, useId, useState } from 'react';
import { LazyCheckoutReview } from '../CheckoutReview/LazyCheckoutReview.js';
import { useRemote } from '../hooks/useRemote.js';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { lazyOnceShown } from '../lazyScreen.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCartLines } from '../shared/useCartLines.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { EmptyState } from '../ui/bits.js';
import { LazyPostalAddress } from '../ui/LazyPostalAddress.js';
import { Screen } from '../ui/Screen.js';
import type { AddressChooserProps } from './AddressChooser.js';
import { OrderSummary } from './OrderSummary.js';
import type { PaymentStepProps } from './PaymentStep.js';

/** The address book's choice, fetched when step 1 first asks for it. */
const AddressChooser = lazyOnceShown<AddressChooserProps>(
  () => import('./AddressChooser.js').then((module) => module.AddressChooser),
  () => true,
);

/**
 * Step 2, fetched when step 1 is done (with the card field it mounts), then kept while the
 * address is edited again so the card holder's name is not lost.
 */
const PaymentStep = lazyOnceShown<PaymentStepProps>(
  () => import('./PaymentStep.js').then((module) => module.PaymentStep),
  (props) => props.address !== null,
);

export interface CheckoutProps {
  /** The payment went through: the host goes on to the review page with this result. */
  onComplete?: (result: CheckoutResult) => void;
  /**
   * A light-DOM element for the card input when the checkout renders in a shadow root (card
   * providers refuse shadow roots); `<vitrine-checkout>` provides it. Absent, the input mounts
   * into the checkout's own markup.
   */
  cardFieldContainer?: HTMLElement;
}

export function Checkout({ onComplete, cardFieldContainer }: CheckoutProps) {
  const t = useT();
  const { css } = useCss();
  const session = useSession();
  const [done, setDone] = useState<CheckoutResult | null>(null);

  if (done) return <LazyCheckoutReview result={done} />;
  return (
    <Screen title={t('checkout.title')} titleSize="fixed">
      {session ? (
        <SignedInCheckout
          cardFieldContainer={cardFieldContainer}
          onComplete={(result) => (onComplete ? onComplete(result) : setDone(result))}
        />
      ) : (
        <EmptyState title={t('checkout.signInHint')}>
          <Link to={{ to: 'login' }} className={css({ color: tokens.ink, ...focusRing })}>
            {t('checkout.signIn')}
          </Link>
        </EmptyState>
      )}
    </Screen>
  );
}

interface Setup {
  countries: Country[];
  last: LastAddress | null;
}

function SignedInCheckout({
  cardFieldContainer,
  onComplete,
}: Required<Pick<CheckoutProps, 'onComplete'>> & Pick<CheckoutProps, 'cardFieldContainer'>) {
  const client = useVitrine();
  const userId = useVitrineState((state) => state.user?.id_user ?? null);
  const country = useVitrineState((state) => state.country);
  const cart = useCartLines();
  const setup = useRemote(async (): Promise<Result<Setup>> => {
    const [countries, last] = await Promise.all([client.countries.list(), client.orders.lastAddress()]);
    if (countries.error) return countries;
    if (last.error) return last;
    return { data: { countries: countries.data.data, last: last.data } };
  }, [client, userId]);

  if (setup.status === 'error') return <ErrorState remote={setup} message={setup.error.message} />;
  if (cart.status === 'error') return <ErrorState remote={cart} message={cart.error?.message} />;
  if (setup.status === 'loading' || cart.status === 'loading' || !country) return <LoadingState />;
  return (
    <CheckoutSteps
      setup={setup.data}
      country={country}
      summary={<OrderSummary lines={cart.lines} country={country} />}
      payable={cartTotalMinor(cart.lines, country) > 0}
      cardFieldContainer={cardFieldContainer}
      onCartChanged={cart.reload}
      onComplete={onComplete}
    />
  );
}

function CheckoutSteps({
  setup,
  country,
  summary,
  payable,
  cardFieldContainer,
  onCartChanged,
  onComplete,
}: {
  setup: Setup;
  country: Country;
  summary: ReactNode;
  payable: boolean;
  cardFieldContainer?: HTMLElement;
  onCartChanged(): void;
  onComplete(result: CheckoutResult): void;
}) {
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  // The address step 1 holds (the default to begin with); step 2 opens with it.
  const [address, setAddress] = useState<LastAddress | null>(setup.last);
  const [chosenId, setChosenId] = useState(setup.last?.id_adresse_livraison ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const deliveryId = useId();
  const paymentId = useId();
  const stepTitle = css({
    margin: '0 0 12px',
    fontSize: 18,
    fontWeight: 600,
    letterSpacing: '0.04em',
  });

  return (
    <div
      className={css({
        display: 'grid',
        gap: 24,
        [`@container (min-width: ${breakpoints.md}px)`]: {
          gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
          alignItems: 'start',
        },
      })}
    >
      <div className={css({ display: 'grid', gap: 28 })}>
        <section aria-labelledby={deliveryId}>
          <h2 id={deliveryId} className={stepTitle}>
            {t('checkout.deliveryStep')}
          </h2>
          {address ? (
            <div className={css({ display: 'grid', gap: 8, justifyItems: 'start' })}>
              <p className={css({ margin: 0, color: tokens.muted, fontSize: 13 })}>
                {t('checkout.deliverTo')}
              </p>
              <LazyPostalAddress
                className={css({ fontStyle: 'normal', lineHeight: 1.5 })}
                testId="delivery-address"
                address={address}
              >
                {countryName(address.alpha2, language, { fr: address.nom_fr_fr })} · {address.numero}
              </LazyPostalAddress>
              <Button variant="quiet" onClick={() => setAddress(null)}>
                {t('checkout.editAddress')}
              </Button>
            </div>
          ) : (
            <div className={css({ display: 'grid', gap: 12 })}>
              {refusal && (
                <p role="alert" className={css({ margin: 0, color: tokens.danger })}>
                  {refusal}
                </p>
              )}
              <AddressChooser
                chosenId={chosenId}
                countries={setup.countries}
                language={language}
                country={country.alpha2}
                onChosen={(chosen) => {
                  setRefusal(null);
                  setChosenId(chosen.id_adresse_livraison);
                  setAddress(chosen);
                }}
              />
            </div>
          )}
        </section>
        <section aria-labelledby={paymentId}>
          <h2 id={paymentId} className={stepTitle}>
            {t('checkout.paymentStep')}
          </h2>
          <PaymentStep
            address={address}
            payable={payable}
            cardFieldContainer={cardFieldContainer}
            onCartChanged={onCartChanged}
            onAddressRefused={(message) => {
              setAddress(null);
              setRefusal(message);
            }}
            onPaid={onComplete}
          />
        </section>
      </div>
      {summary}
    </div>
  );
}
