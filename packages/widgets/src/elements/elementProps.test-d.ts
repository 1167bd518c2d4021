/**
 * The custom elements' attributes against their components' props: every attribute an element
 * declares reaches its component with a type the component takes, and every prop a component
 * takes (but the shadow root) can be set by an attribute. Checked by `tsc` (vitest typecheck).
 */
import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import { type BASE_ATTRIBUTES, type ElementTag, elementDefinitions } from './defineElements.js';
import type { ProductGridElementProps } from './ProductGridElement.js';

type Definitions = typeof elementDefinitions;
/** What react-to-web-component turns an attribute's text into, by its declared kind. */
interface AttributeKinds {
  string: string;
  number: number;
  boolean: boolean;
  json: unknown;
}
type Declared<Tag extends ElementTag> = Definitions[Tag]['props'] & typeof BASE_ATTRIBUTES;
/** The props an element's attributes give its component. */
type AttributeProps<Tag extends ElementTag> = {
  [Name in keyof Declared<Tag>]?: AttributeKinds[Declared<Tag>[Name] & keyof AttributeKinds];
};
/** The component's props an attribute can set: all but the shadow root, which r2wc passes. */
type SettableProps<Tag extends ElementTag> = Omit<ComponentProps<Definitions[Tag]['component']>, 'container'>;

describe('element tags', () => {
  it('names every element with the vitrine- prefix', () => {
    expectTypeOf<ElementTag>().toExtend<`vitrine-${string}`>();
    expectTypeOf<'vitrine-product-grid' | 'vitrine-cart' | 'vitrine-checkout'>().toExtend<ElementTag>();
    // @ts-expect-error there is no such element: the cart is <vitrine-cart>
    elementDefinitions['vitrine-basket'];
  });
});

describe('attributes and props', () => {
  it('declares an attribute for every prop of each component, and none more', () => {
    expectTypeOf<{ [Tag in ElementTag]: keyof AttributeProps<Tag> }>().toEqualTypeOf<{
      [Tag in ElementTag]: keyof SettableProps<Tag>;
    }>();
  });

  it('hands each component attribute values of the types it takes', () => {
    expectTypeOf<{ [Tag in ElementTag]: AttributeProps<Tag> }>().toExtend<{
      [Tag in ElementTag]: SettableProps<Tag>;
    }>();
  });

  it('parses the product grid’s numeric attributes to numbers', () => {
    type Grid = AttributeProps<'vitrine-product-grid'>;
    expectTypeOf<Grid['limit']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Grid['brand']>().toEqualTypeOf<ProductGridElementProps['brand']>();
    expectTypeOf<Grid['apiBase']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<AttributeProps<'vitrine-product-detail'>>().toHaveProperty('productId');
    // @ts-expect-error `product-id` is a number attribute, not a string one
    expectTypeOf<AttributeProps<'vitrine-product-detail'>['productId']>().toEqualTypeOf<string | undefined>();
  });
});
