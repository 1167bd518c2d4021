/**
 * An order (spec §2 "Order detail"): its number, the product's id, image, brand, category, unit
 * price, size and colour. The buyer sees the seller's card and CONTACTER; the seller sees the
 * note, the shipping and description panels and the seller's amount. Past payment both see the
 * timeline and the moves that are theirs (accept, decline, ship; confirm reception, report a
 * problem), where the spec's buttons did nothing; the order follows live state changes.
 * Without an order id the user goes back to the orders list (spec §8); so do they for an id that
 * names no order of theirs (unknown, or between other people), e.g. a link opened in a new tab.
 */
import {
  type AppLanguageCode,
  countryName,
  intlLanguage,
  isDeletedAccount,
  type Order,
  type OrderTimeline,
  orderNumber,
  REVIEWABLE_STATES,
  SdkHttpError,
} from '@vitrine/sdk-core';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ContactDialog } from '../ContactDialog/ContactDialog.js';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useRemote } from '../hooks/useRemote.js';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useNavigation, useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { SellerReviewForm } from '../SellerReview/SellerReviewForm.js';
import { listedPrice, paidAmount, sellerAmount } from '../shared/orderAmount.js';
import { orderStateLabel } from '../shared/orderStateLabel.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens } from '../styles/tokens.js';
import { Accordion } from '../ui/Accordion.js';
import { Button } from '../ui/Button.js';
import { Avatar, EmptyState, Swatch } from '../ui/bits.js';
import { DefinitionList } from '../ui/DefinitionList.js';
import { goTo } from '../ui/goTo.js';
import { LazyPostalAddress } from '../ui/LazyPostalAddress.js';
import { RequireSession } from '../ui/RequireSession.js';
import { sizeValue } from '../ui/sizeText.js';
// With the order page's code rather than a chunk of its own: the order page is itself loaded when
// shown, and a chunk of its own made the bundler move the form hooks it shares with other screens
// into the chunk every element loads first.
import { DisputePanel } from './DisputePanel.js';
import { BuyerActions, type OrderActionDone, OrderTimelineView, SellerActions } from './OrderLifecycle.js';
import { orderDimensions } from './orderDimensions.js';

export interface OrderDetailProps {
  /** The order's id, from the page's URL. */
  orderId?: number | null;
  /** Called when there is no order id, or no order of the user's with it. @default goes to the orders list */
  onMissingOrder?(): void;
  /** Called after the viewer moved the order (accepted, declined, shipped, received, problem reported). */
  onOrderAction?(done: OrderActionDone): void;
}

export function OrderDetail({ orderId, onMissingOrder, onOrderAction }: OrderDetailProps) {
  const navigation = useNavigation();
  const t = useT();
  const missing = orderId === undefined || orderId === null || !Number.isFinite(orderId);

  // Once per missing id, whatever the host's callback identity.
  const leave = useRef(() => {});
  leave.current = () => (onMissingOrder ? onMissingOrder() : goTo(navigation, { to: 'orders' }));
  useEffect(() => {
    if (missing) leave.current();
  }, [missing]);

  if (missing) {
    return (
      <EmptyState title={t('orders.detail.missing')}>
        <Link to={{ to: 'orders' }}>{t('orders.detail.back')}</Link>
      </EmptyState>
    );
  }
  return (
    <RequireSession>
      <OrderView orderId={orderId} onGone={() => leave.current()} onOrderAction={onOrderAction} />
    </RequireSession>
  );
}

/** The order's colour in the interface language (the order names it in all five). */
function colourName(order: Order, language: AppLanguageCode): string {
  return language === 'fr' ? order.nom_couleur : order[`nom_couleur_${language}`] || order.nom_couleur;
}

/** The order and its timeline, read together; a refresh keeps the page (and focus) in place. */
function useOrder(orderId: number, userId: number | undefined) {
  const client = useVitrine();
  // Model names and colours come in the language asked: read again when it changes.
  const language = useVitrineState((state) => state.language);
  const load = useCallback(async () => {
    const [order, timeline] = await Promise.all([
      client.orders.get(orderId),
      client.orders.timeline(orderId),
    ]);
    if (order.error) return order;
    // A timeline the server refuses leaves the order readable as the spec shows it.
    return { data: { order: order.data, timeline: timeline.data ?? null } };
  }, [client, orderId]);
  const remote = useRemote(load, [load, userId, language]);
  const [fresh, setFresh] = useState<{ order: Order; timeline: OrderTimeline | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new load replaces what a refresh read.
  useEffect(() => setFresh(null), [remote.data]);
  const refresh = useCallback(async () => {
    const next = await load();
    if (next.data) setFresh(next.data);
  }, [load]);
  useEffect(
    () =>
      client.on('orderState', ({ id_commande }) => {
        if (id_commande === orderId) void refresh();
      }),
    [client, orderId, refresh],
  );
  // A move made while the live connection was down is not told: the order is read again.
  useEffect(() => client.on('resumed', () => void refresh()), [client, refresh]);
  return { remote, current: fresh ?? remote.data ?? null, refresh };
}

function OrderView({
  orderId,
  onGone,
  onOrderAction,
}: {
  orderId: number;
  onGone(): void;
  onOrderAction?(done: OrderActionDone): void;
}) {
  const client = useVitrine();
  const t = useT();
  const language = useVitrineState((state) => state.language);
  const { css } = useCss();
  const formatDate = useDateFormat('date');
  const session = useSession();
  const { remote, current, refresh } = useOrder(orderId, session?.id_user);
  const titleId = useId();
  const gone =
    remote.status === 'error' &&
    remote.error instanceof SdkHttpError &&
    (remote.error.status === 404 || remote.error.status === 403);
  const goneRef = useRef(onGone);
  goneRef.current = onGone;
  useEffect(() => {
    if (gone) goneRef.current();
  }, [gone]);

  if (remote.status === 'loading') return <LoadingState />;
  if (gone) return <EmptyState title={t('orders.detail.missing')} />;
  if (remote.status === 'error') return <ErrorState remote={remote} message={remote.error.message} />;

  if (!current) return <LoadingState />;
  const { order, timeline } = current;
  const etat = timeline?.etat ?? order.etat;
  const onDone = (done: OrderActionDone) => {
    onOrderAction?.(done);
    void refresh();
  };
  const number = orderNumber(order.id_commande);
  const seller = session?.id_user === order.id_vendeur;
  const wide = `@container (min-width: ${breakpoints.sm}px)`;

  return (
    <article
      aria-labelledby={titleId}
      className={css({ containerType: 'inline-size', display: 'grid', gap: 20 })}
    >
      <header className={css({ display: 'grid', gap: 4 })}>
        <Link to={{ to: 'orders' }} className={css({ color: tokens.muted, fontSize: 14, ...focusRing })}>
          ← {t('orders.detail.back')}
        </Link>
        <h2 id={titleId} className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
          {t('orders.detail.title', { number })}
        </h2>
        <p className={css({ margin: 0, color: tokens.muted, fontSize: 14 })}>
          {t('orders.detail.orderedOn', { date: formatDate(order.date_commande) })}
          {' · '}
          {t('orders.detail.status')}
          {t('common.labelSeparator')}
          <strong data-testid="order-state">{orderStateLabel(etat, t)}</strong>
        </p>
      </header>
      <div
        className={css({
          display: 'grid',
          gap: 20,
          [wide]: { gridTemplateColumns: '220px minmax(0, 1fr)', alignItems: 'start' },
        })}
      >
        <img
          src={client.mediaUrl(order.link_image_pple)}
          alt={`${order.nom_marque} ${order.modele}`}
          width={440}
          height={550}
          className={css({
            width: '100%',
            maxWidth: 320,
            height: 'auto',
            aspectRatio: '4 / 5',
            objectFit: 'cover',
            background: tokens.subtle,
          })}
        />
        <DefinitionList
          spacing="compact"
          rows={[
            [t('orders.detail.productId'), String(order.id_produit)],
            [t('orders.detail.brand'), order.nom_marque],
            [
              t('orders.detail.model'),
              // The seller's words in their language, said in it by screen readers.
              <span
                key="model"
                lang={order.langue_texte === language ? undefined : intlLanguage(order.langue_texte)}
                data-testid="order-model"
              >
                {order.modele}
              </span>,
            ],
            [t('orders.detail.category'), order.nom_cat_enfant],
            [
              t('orders.detail.unitPrice'),
              <span key="price" data-testid="order-unit-price">
                {seller ? listedPrice(client, order) : paidAmount(client, order)}
              </span>,
            ],
            [t('orders.detail.size'), sizeValue(order.valeur_taille, t)],
            [
              t('orders.detail.colour'),
              <span key="colour" className={css({ display: 'inline-flex', gap: 8, alignItems: 'center' })}>
                <Swatch hex={order.code_hexa} />
                {colourName(order, language)}
              </span>,
            ],
          ]}
        />
      </div>
      {timeline && <OrderTimelineView timeline={timeline} side={seller ? 'seller' : 'buyer'} />}
      {timeline?.steps.some((step) => step.transition === 'reportProblem') && (
        <DisputePanel orderId={order.id_commande} timeline={timeline} seller={seller} />
      )}
      {seller ? (
        <SellerView order={order} timeline={timeline} onDone={onDone} onRefused={() => void refresh()} />
      ) : (
        <>
          {timeline && (
            <BuyerActions
              order={order}
              timeline={timeline}
              onDone={onDone}
              onRefused={() => void refresh()}
            />
          )}
          {(REVIEWABLE_STATES as readonly string[]).includes(etat) && (
            <SellerReviewForm orderId={order.id_commande} />
          )}
          <BuyerView order={order} number={number} />
        </>
      )}
    </article>
  );
}

/**
 * The delivery address as the parcel carries it, in its country's order (Japan's from 〒 down to
 * the name, family name first); nothing when the reader may not see it.
 */
function OrderPostalAddress({ order }: { order: Order }) {
  const { css } = useCss();
  if (!order.alpha2_livraison) return null;
  return (
    <LazyPostalAddress
      className={css({ fontStyle: 'normal', margin: '0 0 12px', overflowWrap: 'anywhere' })}
      testId="order-postal-address"
      address={{
        prenom: order.prenom_livraison ?? '',
        nom: order.nom_livraison ?? '',
        pays: order.alpha2_livraison,
        adresse: order.adresse_livraison ?? '',
        complement: order.adresse2_livraison ?? '',
        ville: order.ville_livraison ?? '',
        region_etat: order.region_livraison ?? '',
        code_postal: order.code_postal_livraison ?? '',
        telephone: '',
      }}
    />
  );
}

function BuyerView({ order, number }: { order: Order; number: string }) {
  const t = useT();
  const language = useVitrineState((state) => state.language);
  const { css } = useCss();
  const [contacting, setContacting] = useState(false);
  const receiver = {
    id_user: order.id_vendeur,
    pseudo_profile: order.pseudo_vendeur,
    image_link_profile: order.image_vendeur,
  };
  return (
    <>
      <section aria-label={t('checkout.deliverTo')} className={css({ display: 'grid', gap: 4 })}>
        <span className={css({ fontSize: 12, color: tokens.muted })}>{t('checkout.deliverTo')}</span>
        <OrderPostalAddress order={order} />
      </section>
      <section
        aria-label={t('orders.detail.soldBy')}
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 16,
          padding: 16,
          border: `1px solid ${tokens.line}`,
        })}
      >
        <Avatar src={order.image_vendeur} size={56} />
        <div className={css({ flex: 1, minWidth: 160, display: 'grid', gap: 2 })}>
          <span className={css({ fontSize: 12, color: tokens.muted })}>{t('orders.detail.soldBy')}</span>
          {isDeletedAccount(order.pseudo_vendeur) ? (
            // A seller who deleted the account has no page left to open.
            <strong>{t('orders.detail.deletedAccount')}</strong>
          ) : (
            <Link
              to={{ to: 'seller', id_vendeur: order.id_vendeur }}
              aria-label={t('orders.detail.sellerProfile', { pseudo: order.pseudo_vendeur })}
              className={css({ color: tokens.ink, fontWeight: 600, ...focusRing })}
            >
              {order.pseudo_vendeur}
            </Link>
          )}
          <span className={css({ fontSize: 13, color: tokens.muted })}>
            {countryName(order.alpha2_vendeur, language, { fr: order.pays_fr, en: order.pays_en })}
          </span>
        </div>
        <Button variant="secondary" onClick={() => setContacting(true)}>
          {t('orders.detail.contact')}
        </Button>
        <ContactDialog
          open={contacting}
          onClose={() => setContacting(false)}
          receiver={receiver}
          subject={t('orders.detail.subject', { number })}
        />
      </section>
    </>
  );
}

function SellerView({
  order,
  timeline,
  onDone,
  onRefused,
}: {
  order: Order;
  timeline: OrderTimeline | null;
  onDone(done: OrderActionDone): void;
  onRefused(): void;
}) {
  const client = useVitrine();
  const t = useT();
  const language = useVitrineState((state) => state.language);
  const { css } = useCss();
  const none = t('orders.detail.notProvided');
  const dimensions = orderDimensions(order);

  return (
    <div className={css({ display: 'grid', gap: 20 })}>
      <p className={css({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'baseline' })}>
        <Link
          to={{ to: 'seller', id_vendeur: order.id_vendeur }}
          className={css({ color: tokens.ink, fontWeight: 600, ...focusRing })}
        >
          {t('orders.detail.noteLink')}
        </Link>
        <span>
          {t('orders.detail.note')}
          {t('common.labelSeparator')}
          <span data-testid="order-note">{order.note || t('orders.detail.noNote')}</span>
        </span>
      </p>
      <div>
        <Accordion title={t('orders.detail.shipping')}>
          <OrderPostalAddress order={order} />
          <DefinitionList
            spacing="compact"
            rows={[
              [
                t('orders.detail.buyerLastName'),
                // A buyer who deleted the account is named so; the address keeps where it went.
                isDeletedAccount(order.pseudo_acheteur)
                  ? t('orders.detail.deletedAccount')
                  : (order.nom_livraison ?? none),
              ],
              [t('orders.detail.buyerFirstName'), order.prenom_livraison || none],
              [t('orders.detail.address'), order.adresse_livraison ?? none],
              [t('orders.detail.address2'), order.adresse2_livraison || none],
              [t('orders.detail.region'), order.region_livraison || none],
              [t('orders.detail.postcode'), order.code_postal_livraison ?? none],
              [t('orders.detail.city'), order.ville_livraison ?? none],
              [
                t('orders.detail.country'),
                // The address is the seller's to read; an order without it shows none.
                order.alpha2_livraison
                  ? countryName(order.alpha2_livraison, language, {
                      fr: order.pays_livraison ?? order.alpha2_livraison,
                    })
                  : none,
              ],
              [t('orders.detail.tracking'), order.suivi_livraison || none],
              [
                t('orders.detail.trackingLink'),
                order.lien_suivi ? (
                  <a key="tracking" href={order.lien_suivi} target="_blank" rel="noopener noreferrer">
                    {t('orders.detail.trackingOpen')}
                  </a>
                ) : (
                  none
                ),
              ],
            ]}
          />
        </Accordion>
        <Accordion title={t('orders.detail.description')}>
          <DefinitionList
            spacing="compact"
            rows={[
              [t('orders.detail.description'), order.description || none],
              [t('orders.detail.season'), order.saison || none],
              [t('orders.detail.collection'), order.collection || none],
              [t('orders.detail.productCode'), order.code_produit || none],
              [t('orders.detail.productId'), String(order.id_produit)],
              ...(dimensions.length
                ? [
                    [
                      t('orders.detail.dimensions'),
                      dimensions.map(({ key, value }) => t(`orders.detail.${key}`, { value })).join(' · '),
                    ] as [string, string],
                  ]
                : []),
              [t('orders.detail.material'), order.matiere || none],
            ]}
          />
        </Accordion>
      </div>
      <div className={css({ display: 'grid', gap: 4 })}>
        <span className={css({ color: tokens.muted, fontSize: 14 })}>{t('orders.detail.sellerAmount')}</span>
        <strong data-testid="seller-amount" className={css({ fontSize: 22 })}>
          {sellerAmount(client, order)}
        </strong>
        <span className={css({ color: tokens.muted, fontSize: 13 })}>
          {t('orders.detail.sellerAmountHint')}
        </span>
      </div>
      {timeline && <SellerActions order={order} timeline={timeline} onDone={onDone} onRefused={onRefused} />}
    </div>
  );
}
