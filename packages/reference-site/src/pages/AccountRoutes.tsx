/**
 * `{pays-langue}/useraccount` and its children (spec §2), behind the login guard, in the account
 * shell. The order's id lives in its URL, so an order's link opens it anywhere (a new tab, a
 * bookmark); an id naming no order of the user's goes back to the list. The conversation's subject
 * travels as navigation state, as the spec's client does; without it the page goes back to its list.
 */
import { withLocale } from '@vitrine/sdk-core';
import {
  AccountAddresses,
  AccountShell,
  type AccountView,
  AddArticle,
  Identity,
  Messages,
  MessageThread,
  MyOffers,
  MyProducts,
  OrderDetail,
  Orders,
  Payouts,
  SavedSearches,
  SellerOnboarding,
  Settings,
  useT,
} from '@vitrine/widgets';
import type { ReactNode } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { navigate, useHistoryState } from 'wouter/use-browser-location';
import { RequireLogin } from '../RequireLogin.js';
import { SAVED_SEARCHES_PATH, SavedSearchesLink } from '../savedSearchesLink.js';
import { go } from '../siteNavigation.js';
import { usePageMeta } from '../usePageMeta.js';
import { NotFoundPage } from './NotFoundPage.js';

/**
 * A screen of the account area, titled by its entry of `site.titles`, or by a text of its own (the
 * site's own screens, which the account menu does not list and whose widget names them already).
 */
function Page({
  view,
  title,
  children,
}: {
  view?: AccountView;
  title: string | { text: string };
  children: ReactNode;
}) {
  const t = useT();
  usePageMeta(
    typeof title === 'string' ? t(`site.titles.${title}`) : title.text,
    t('site.descriptions.account'),
  );
  return (
    <AccountShell current={view} onLoggedOut={() => go({ to: 'home' })}>
      {children}
    </AccountShell>
  );
}

function OrderPage() {
  const { id_commande } = useParams<{ id_commande: string }>();
  const id = /^[1-9]\d{0,9}$/.test(id_commande) ? Number(id_commande) : null;
  return (
    <Page view="orders" title="order">
      <OrderDetail key={id} orderId={id} onMissingOrder={() => go({ to: 'orders' }, { replace: true })} />
    </Page>
  );
}

function ConversationPage() {
  const { id_recever } = useParams<{ id_recever: string }>();
  const state = useHistoryState<{ objet?: string } | null>();
  return (
    <Page view="messages" title="conversation">
      <MessageThread
        receiverId={Number(id_recever)}
        subject={state?.objet ?? null}
        onMissingSubject={() => go({ to: 'messages' }, { replace: true })}
      />
    </Page>
  );
}

function SavedSearchesPage() {
  const t = useT();
  return (
    <Page title={{ text: t('catalog.savedSearches.title') }}>
      <SavedSearches />
    </Page>
  );
}

export default function AccountRoutes() {
  return (
    <RequireLogin>
      <Switch>
        <Route path="/">
          <Page view="identity" title="identity">
            <Identity />
          </Page>
        </Route>
        <Route path="/adresses">
          <Page view="addresses" title="addresses">
            <AccountAddresses />
          </Page>
        </Route>
        <Route path="/profil">
          <Page view="profile" title="profile">
            <SellerOnboarding onBecameSeller={() => go({ to: 'home' })} />
          </Page>
        </Route>
        <Route path="/add-article">
          <Page view="addArticle" title="addArticle">
            <AddArticle
              onCreated={({ id_produit, categorie_slug }) =>
                go({ to: 'product', id_produit, categorie: categorie_slug })
              }
            />
          </Page>
        </Route>
        <Route path="/my-products">
          <Page view="myProducts" title="myProducts">
            <MyProducts />
          </Page>
        </Route>
        <Route path="/payouts">
          <Page view="payouts" title="payouts">
            <Payouts />
          </Page>
        </Route>
        <Route path="/offers">
          <Page view="offers" title="offers">
            <MyOffers />
          </Page>
        </Route>
        <Route path="/orders">
          <Page view="orders" title="orders">
            <Orders onOpenOrder={(id) => go({ to: 'order', id_commande: id })} />
          </Page>
        </Route>
        <Route path="/order-detail/:id_commande">
          <OrderPage />
        </Route>
        <Route path="/messages">
          <Page view="messages" title="messages">
            <Messages
              onOpenConversation={(id, subject) =>
                go({ to: 'conversation', id_recever: id }, { state: { objet: subject } })
              }
            />
          </Page>
        </Route>
        <Route path="/message-detail/:id_recever">
          <ConversationPage />
        </Route>
        <Route path="/settings">
          <Page view="settings" title="settings">
            <Settings onLocaleChange={(locale) => navigate(withLocale(window.location.pathname, locale))} />
            {/* The alerts' switch is here; the searches they come from are one step away. */}
            <SavedSearchesLink />
          </Page>
        </Route>
        <Route path={SAVED_SEARCHES_PATH}>
          <SavedSearchesPage />
        </Route>
        <Route>
          <NotFoundPage inShell />
        </Route>
      </Switch>
    </RequireLogin>
  );
}
