/**
 * The DOM events the Vitrine elements dispatch, in one place: `dispatchFromHost` takes only these
 * names, and docs/custom-elements.md is generated from this map (`npm run docs:elements`). Every
 * event bubbles, is composed (it leaves the shadow root) and is cancelable.
 */
export const ELEMENT_EVENTS = {
  'vitrine:navigate': {
    detail: 'the destination (`{ to, … }`, e.g. `{ to: "product", id_produit, categorie }`) and its `href`',
    when: 'a link or a button leads to another page of the marketplace',
    cancel: 'the host routes itself; not cancelled, the page goes to `href`',
  },
  'vitrine:cart-change': {
    detail: '`{ count }`: the number of items in the cart',
    when: "the cart's size changes",
  },
  'vitrine:login': {
    detail: '`{ id_user, pseudo }`',
    when: 'a user is signed in (a sign-in, or a session kept from an earlier visit)',
  },
  'vitrine:logout': {
    detail: '`{}`',
    when: 'the user is signed out',
  },
  'vitrine:add-to-cart': {
    detail: 'the cart line (`CartLine`)',
    when: 'the shopper puts the item in the cart',
  },
  'vitrine:checkout-complete': {
    detail: 'the payment result (`CheckoutResult`)',
    when: 'a payment succeeds',
    cancel: 'the host shows its own review page; not cancelled, the element shows the review',
  },
  'vitrine:locale-change': {
    detail: '`{ country, language }` (`Locale`)',
    when: 'the user changes language or country in the settings',
  },
  'vitrine:sellers-filter': {
    detail: '`{ alpha2?, id_langue? }`',
    when: "the shopper changes the directory's filters",
  },
  'vitrine:order-accepted': {
    detail: '`{ id_commande, etat, timeline }`: the order, its new state and its timeline (`OrderTimeline`)',
    when: 'the seller accepts a paid order',
  },
  'vitrine:order-declined': {
    detail: '`{ id_commande, etat, timeline }`: the order, its new state and its timeline (`OrderTimeline`)',
    when: 'the seller declines a paid order, with a reason (the buyer is refunded)',
  },
  'vitrine:order-shipped': {
    detail: '`{ id_commande, etat, timeline }`: the order, its new state and its timeline (`OrderTimeline`)',
    when: 'the seller marks an accepted order shipped, with carrier and tracking',
  },
  'vitrine:order-received': {
    detail: '`{ id_commande, etat, timeline }`: the order, its new state and its timeline (`OrderTimeline`)',
    when: 'the buyer confirms the item arrived',
  },
  'vitrine:order-problem-reported': {
    detail: '`{ id_commande, etat, timeline }`: the order, its new state and its timeline (`OrderTimeline`)',
    when: 'the buyer reports a problem with what they received',
  },
} as const satisfies Record<`vitrine:${string}`, { detail: string; when: string; cancel?: string }>;

/** An event's name. */
export type ElementEventName = keyof typeof ELEMENT_EVENTS;
