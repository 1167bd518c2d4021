/**
 * Registers the Vitrine custom elements. Each renders into an open shadow root with its own
 * styles; attributes are declared with their types (react-to-web-component turns `api-base`
 * into the `apiBase` prop). Every element also takes `api-base`, `country` and `lang`.
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { AccountElement } from './AccountElement.js';
import { BrandsElement } from './BrandsElement.js';
import { CartElement } from './CartElement.js';
import { CheckoutElement } from './CheckoutElement.js';
import { FavouritesElement } from './FavouritesElement.js';
import { LoginElement } from './LoginElement.js';
import { PayoutsElement } from './PayoutsElement.js';
import { ProductDetailElement } from './ProductDetailElement.js';
import { ProductGridElement } from './ProductGridElement.js';
import { SellerProfileElement } from './SellerProfileElement.js';
import { SellersElement } from './SellersElement.js';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export const BASE_ATTRIBUTES = { apiBase: 'string', country: 'string', lang: 'string' } as const;

interface ElementDefinition {
  component: ComponentType<never>;
  /** The element's own attributes, by prop name (camelCase; the attribute is kebab-case). */
  props: Record<string, AttributeType>;
}

export const elementDefinitions = {
  'vitrine-product-grid': {
    component: ProductGridElement,
    props: {
      list: 'string',
      limit: 'number',
      query: 'string',
      brand: 'number',
      colour: 'number',
      category: 'string',
      seller: 'number',
    },
  },
  'vitrine-product-detail': { component: ProductDetailElement, props: { productId: 'number' } },
  'vitrine-cart': { component: CartElement, props: {} },
  'vitrine-checkout': { component: CheckoutElement, props: {} },
  'vitrine-favourites': { component: FavouritesElement, props: {} },
  'vitrine-login': { component: LoginElement, props: { register: 'string' } },
  'vitrine-account': {
    component: AccountElement,
    props: { view: 'string', orderId: 'number', receiverId: 'number', subject: 'string' },
  },
  'vitrine-brands': { component: BrandsElement, props: { search: 'string' } },
  'vitrine-sellers': {
    component: SellersElement,
    props: { sellerCountry: 'string', sellerLanguage: 'number' },
  },
  'vitrine-seller-profile': { component: SellerProfileElement, props: { sellerId: 'number' } },
  'vitrine-payouts': { component: PayoutsElement, props: {} },
} satisfies Record<`vitrine-${string}`, ElementDefinition>;

export type ElementTag = keyof typeof elementDefinitions;

/** Defines every element not defined yet; does nothing where there is no `customElements` (a server). */
export function defineVitrineElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return;
  for (const [tag, definition] of Object.entries(elementDefinitions) as [string, ElementDefinition][]) {
    if (registry.get(tag)) continue;
    registry.define(
      tag,
      r2wc(definition.component as ComponentType<object>, {
        shadow: 'open',
        props: { ...BASE_ATTRIBUTES, ...definition.props } as never,
      }),
    );
  }
}
