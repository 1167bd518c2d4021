/**
 * Registers the Vitrine custom elements. Each renders into an open shadow root with its own
 * styles; attributes are declared with their types (react-to-web-component turns `api-base`
 * into the `apiBase` prop).
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { ProductGridElement } from './ProductGridElement.js';

const BASE_ATTRIBUTES = { apiBase: 'string', country: 'string', lang: 'string' } as const;

export const elementDefinitions = {
  'vitrine-product-grid': {
    component: ProductGridElement,
    props: { ...BASE_ATTRIBUTES, list: 'string', limit: 'number' },
  },
} as const;

export type ElementTag = keyof typeof elementDefinitions;

/** Defines every element not defined yet; does nothing where there is no `customElements` (a server). */
export function defineVitrineElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return;
  for (const [tag, definition] of Object.entries(elementDefinitions)) {
    if (registry.get(tag)) continue;
    registry.define(
      tag,
      r2wc(definition.component as ComponentType<object>, {
        shadow: 'open',
        props: definition.props as never,
      }),
    );
  }
}
