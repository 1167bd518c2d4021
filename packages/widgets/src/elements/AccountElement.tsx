/**
 * `<vitrine-account view="orders">`: the account area in one element, moving between its screens
 * itself — orders to an order, messages to a conversation, the menu's entries — with no router.
 * Anything outside the account is offered to the host page as `vitrine:navigate`; a change of
 * language or country in the settings as `vitrine:locale-change`.
 */
import type { Destination, Locale } from '@vitrine/sdk-core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AccountView } from '../AccountMenu/AccountMenu.js';
import { AccountShell } from '../AccountMenu/AccountShell.js';
import { Identity } from '../Identity/Identity.js';
import { lazyScreen } from '../lazyScreen.js';
import type { OrderAction } from '../OrderDetail/OrderLifecycle.js';
import { type Navigation, useNavigation, useVitrine, VitrineProvider } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { goTo } from '../ui/goTo.js';
import { dispatchFromHost, type ElementBaseProps, ElementRoot } from './ElementRoot.js';
import type { ElementEventName } from './events.js';

/** The event each move on an order's screen sends. */
const ORDER_EVENTS = {
  accepted: 'vitrine:order-accepted',
  declined: 'vitrine:order-declined',
  shipped: 'vitrine:order-shipped',
  received: 'vitrine:order-received',
  'problem-reported': 'vitrine:order-problem-reported',
} as const satisfies Record<OrderAction, ElementEventName>;

// The default view's screen comes with the element; each other one is fetched the first time it
// shows, its French texts with it: the account's first use carries one screen, not all of them.
const AccountAddresses = lazyScreen(() =>
  import('../AccountAddresses/AccountAddresses.js').then((module) => module.AccountAddresses),
);
const AddArticle = lazyScreen(() =>
  import('../AddArticle/AddArticle.js').then((module) => module.AddArticle),
);
const Messages = lazyScreen(() => import('../Messages/Messages.js').then((module) => module.Messages));
const MessageThread = lazyScreen(() =>
  import('../MessageThread/MessageThread.js').then((module) => module.MessageThread),
);
const OrderDetail = lazyScreen(() =>
  import('../OrderDetail/OrderDetail.js').then((module) => module.OrderDetail),
);
const Orders = lazyScreen(() => import('../Orders/Orders.js').then((module) => module.Orders));
const SellerOnboarding = lazyScreen(() =>
  import('../SellerOnboarding/SellerOnboarding.js').then((module) => module.SellerOnboarding),
);
const Settings = lazyScreen(() => import('../Settings/Settings.js').then((module) => module.Settings));

export interface AccountElementProps extends ElementBaseProps {
  /**
   * identity, addresses, profile, add-article, orders, order, messages, thread or settings.
   * @default identity
   */
  view?: string;
  /** The order of the `order` view. */
  orderId?: number;
  /** The other person of the `thread` view. */
  receiverId?: number;
  /** The subject of the `thread` view. */
  subject?: string;
}

interface Screen {
  view: AccountView;
  orderId?: number;
  receiverId?: number;
  subject?: string;
}

const VIEWS: readonly AccountView[] = [
  'identity',
  'addresses',
  'profile',
  'orders',
  'order',
  'messages',
  'thread',
  'settings',
];

/** Views whose attribute value is written with dashes. */
const VIEW_ATTRIBUTES: Readonly<Record<string, AccountView>> = { 'add-article': 'addArticle' };

/** The account screen a destination names, or null for a page outside the account. */
function screenOf(destination: Destination): Screen | null {
  switch (destination.to) {
    case 'account':
      return { view: 'identity' };
    case 'addresses':
    case 'profile':
    case 'orders':
    case 'messages':
    case 'settings':
    case 'addArticle':
      return { view: destination.to };
    case 'order':
      return { view: 'order', orderId: destination.id_commande };
    case 'conversation':
      // A link carries no subject: the thread then goes back to the list (spec §8).
      return { view: 'thread', receiverId: destination.id_recever };
    default:
      return null;
  }
}

function AccountScreens({ container, ...attributes }: Screen & { container?: HTMLElement }) {
  const client = useVitrine();
  const outer = useNavigation();
  const { css } = useCss();
  const [screen, setScreen] = useState<Screen>(attributes);
  const content = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const { view, orderId, receiverId, subject } = attributes;

  // The host changed the attributes: show what they name now. (Not on mount: the first screen is
  // already theirs, and a screen may have moved on at once, e.g. an order without an id.)
  const named = useRef(`${view}|${orderId}|${receiverId}|${subject}`);
  useEffect(() => {
    const key = `${view}|${orderId}|${receiverId}|${subject}`;
    if (key === named.current) return;
    named.current = key;
    setScreen({ view, orderId, receiverId, subject });
  }, [view, orderId, receiverId, subject]);

  const show = useCallback((next: Screen) => {
    moved.current = true;
    setScreen(next);
  }, []);

  // After a move inside the element, focus goes to the new screen, as after a page change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes.
  useEffect(() => {
    if (moved.current) content.current?.focus();
  }, [screen]);

  const navigation = useMemo<Navigation>(
    () => ({
      href: outer.href,
      navigate: (destination) => {
        const next = screenOf(destination);
        if (!next) return outer.navigate?.(destination) ?? false;
        show(next);
        return true;
      },
    }),
    [outer, show],
  );

  const localeChanged = (locale: Locale) => dispatchFromHost(container, 'vitrine:locale-change', locale);

  return (
    <VitrineProvider client={client} navigation={navigation}>
      <AccountShell current={screen.view} onLoggedOut={() => goTo(outer, { to: 'home' })}>
        <div ref={content} tabIndex={-1} className={css({ outline: 'none' })} data-testid="account-screen">
          {screen.view === 'identity' && <Identity />}
          {screen.view === 'addresses' && <AccountAddresses />}
          {screen.view === 'profile' && (
            <SellerOnboarding onBecameSeller={() => goTo(outer, { to: 'home' })} />
          )}
          {screen.view === 'addArticle' && (
            <AddArticle
              onCreated={(added) =>
                goTo(outer, {
                  to: 'product',
                  id_produit: added.id_produit,
                  categorie: added.categorie_slug,
                })
              }
            />
          )}
          {screen.view === 'orders' && <Orders onOpenOrder={(id) => show({ view: 'order', orderId: id })} />}
          {screen.view === 'order' && (
            <OrderDetail
              orderId={screen.orderId}
              onMissingOrder={() => show({ view: 'orders' })}
              onOrderAction={({ action, timeline }) =>
                dispatchFromHost(container, ORDER_EVENTS[action], {
                  id_commande: timeline.id_commande,
                  etat: timeline.etat,
                  timeline,
                })
              }
            />
          )}
          {screen.view === 'messages' && (
            <Messages
              onOpenConversation={(id, topic) => show({ view: 'thread', receiverId: id, subject: topic })}
            />
          )}
          {screen.view === 'thread' && (
            <MessageThread
              receiverId={screen.receiverId ?? 0}
              // Without the other person there is no conversation to show: back to the list.
              subject={screen.receiverId ? screen.subject : undefined}
              onMissingSubject={() => show({ view: 'messages' })}
            />
          )}
          {screen.view === 'settings' && <Settings onLocaleChange={localeChanged} />}
        </div>
      </AccountShell>
    </VitrineProvider>
  );
}

/** `<vitrine-account view="order" order-id="12">`, `<vitrine-account view="thread" receiver-id="3" subject="…">` */
export function AccountElement({ view, orderId, receiverId, subject, ...root }: AccountElementProps) {
  const known = VIEWS.includes(view as AccountView)
    ? (view as AccountView)
    : (VIEW_ATTRIBUTES[view ?? ''] ?? 'identity');
  return (
    <ElementRoot {...root}>
      <AccountScreens
        container={root.container}
        view={known}
        orderId={orderId}
        receiverId={receiverId}
        subject={subject}
      />
    </ElementRoot>
  );
}
