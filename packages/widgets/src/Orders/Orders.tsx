/**
 * 'Mes commandes' (spec §2 "Orders"): tabs 'Mes achats (n)' and 'Mes ventes (n)' — the sales tab
 * for everyone, at 0 for a buyer who sells nothing — and a table COMMANDE, PRODUIT, STATUT, PRIX.
 * On phones each row becomes a stacked card with its column names. A row's order number opens
 * the order detail: `onOpenOrder(id)` lets the host pass the id as navigation state (spec §2).
 */
import { type Order, orderNumber } from '@vitrine/sdk-core';
import { type MouseEvent, useState } from 'react';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { type OrderSide, orderAmount } from '../shared/orderAmount.js';
import { orderStateLabel } from '../shared/orderStateLabel.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens, visuallyHidden } from '../styles/tokens.js';
import { EmptyState } from '../ui/bits.js';
import { RequireSession } from '../ui/RequireSession.js';
import { Tabs } from '../ui/Tabs.js';

export type OrdersTab = 'purchases' | 'sales';

export interface OrdersProps {
  /** Opens an order. @default follows a link to the order detail page */
  onOpenOrder?(idCommande: number): void;
  /** @default 'purchases' */
  initialTab?: OrdersTab;
}

export function Orders(props: OrdersProps) {
  return (
    <RequireSession>
      <OrderTabs {...props} />
    </RequireSession>
  );
}

function OrderTabs({ onOpenOrder, initialTab = 'purchases' }: OrdersProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const userId = useVitrineState((state) => state.user?.id_user);
  // Model names come in the language asked: read again when it changes.
  const language = useVitrineState((state) => state.language);
  const [tab, setTab] = useState<OrdersTab>(initialTab);
  const remote = useRemote(async () => {
    const [purchases, sales] = await Promise.all([client.orders.purchases(), client.orders.sales()]);
    if (purchases.error) return purchases;
    if (sales.error) return sales;
    return { data: { purchases: purchases.data, sales: sales.data } };
  }, [client, userId, language]);

  return (
    <section>
      <h2 className={css({ margin: '0 0 16px', fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('orders.title')}
      </h2>
      {remote.status === 'loading' && <LoadingState />}
      {remote.status === 'error' && <ErrorState remote={remote} />}
      {remote.status === 'ready' && (
        <Tabs
          label={t('orders.tabsLabel')}
          selected={tab}
          onSelect={setTab}
          items={[
            {
              key: 'purchases',
              label: t('orders.purchases', { count: remote.data.purchases.length }),
              panel: (
                <OrderTable
                  orders={remote.data.purchases}
                  side="buyer"
                  empty={t('orders.emptyPurchases')}
                  onOpenOrder={onOpenOrder}
                />
              ),
            },
            {
              key: 'sales',
              label: t('orders.sales', { count: remote.data.sales.length }),
              panel: (
                <OrderTable
                  orders={remote.data.sales}
                  side="seller"
                  empty={t('orders.emptySales')}
                  onOpenOrder={onOpenOrder}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}

function OrderTable({
  orders,
  side,
  empty,
  onOpenOrder,
}: {
  orders: Order[];
  /** Purchases show what was paid, in the currency paid in; sales what the seller gets. */
  side: OrderSide;
  empty: string;
  onOpenOrder?: (idCommande: number) => void;
}) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formatDate = useDateFormat('date');
  if (orders.length === 0) return <EmptyState title={empty} />;

  const wide = `@container (min-width: ${breakpoints.sm}px)`;
  const columns = [
    t('orders.columns.order'),
    t('orders.columns.product'),
    t('orders.columns.status'),
    t('orders.columns.price'),
  ] as const;
  const open = (idCommande: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenOrder) return;
    event.preventDefault();
    onOpenOrder(idCommande);
  };

  // Phones first: every row a card, each cell named by its column; a table again on wider slots.
  const table = css({
    width: '100%',
    borderCollapse: 'collapse',
    display: 'block',
    '& tbody, & tr, & td': { display: 'block' },
    '& thead': visuallyHidden,
    '& tr': { padding: '12px 0', borderBottom: `1px solid ${tokens.line}` },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: 12,
      padding: '4px 0',
    },
    '& td::before': {
      content: 'attr(data-label)',
      fontSize: 12,
      fontWeight: 600,
      letterSpacing: '0.06em',
      color: tokens.muted,
    },
    [wide]: {
      display: 'table',
      '& thead': {
        display: 'table-header-group',
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
        whiteSpace: 'normal',
      },
      '& tbody': { display: 'table-row-group' },
      '& tr': { display: 'table-row' },
      '& td': { display: 'table-cell', padding: '12px 8px', verticalAlign: 'middle' },
      '& td::before': { content: 'none' },
    },
    '& th': {
      padding: '8px',
      textAlign: 'left',
      fontSize: 12,
      letterSpacing: '0.08em',
      color: tokens.muted,
      borderBottom: `1px solid ${tokens.ink}`,
    },
  });

  return (
    <div className={css({ containerType: 'inline-size' })}>
      <table className={table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const number = orderNumber(order.id_commande);
            return (
              <tr key={order.id_commande} data-testid="order-row">
                <td data-label={columns[0]}>
                  <span className={css({ display: 'grid', gap: 2, textAlign: 'inherit' })}>
                    <Link
                      to={{ to: 'order', id_commande: order.id_commande }}
                      onClick={open(order.id_commande)}
                      aria-label={t('orders.open', { number })}
                      className={css({ color: tokens.ink, fontWeight: 600, ...focusRing })}
                    >
                      {number}
                    </Link>
                    <span className={css({ fontSize: 12, color: tokens.muted })}>
                      {formatDate(order.date_commande)}
                    </span>
                  </span>
                </td>
                <td data-label={columns[1]}>
                  <span className={css({ display: 'flex', alignItems: 'center', gap: 12, minWidth: 0 })}>
                    <img
                      src={client.mediaUrl(order.link_image_pple)}
                      alt=""
                      width={48}
                      height={60}
                      loading="lazy"
                      className={css({
                        width: 48,
                        height: 60,
                        objectFit: 'cover',
                        background: tokens.subtle,
                      })}
                    />
                    <span className={css({ display: 'grid', minWidth: 0 })}>
                      <strong
                        className={css({ fontSize: 13, letterSpacing: '0.06em', textTransform: 'uppercase' })}
                      >
                        {order.nom_marque}
                      </strong>
                      <span className={css({ fontSize: 14 })}>{order.modele}</span>
                    </span>
                  </span>
                </td>
                <td data-label={columns[2]}>{orderStateLabel(order.etat, t)}</td>
                <td data-label={columns[3]} data-testid="order-price">
                  {orderAmount(client, order, side)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
