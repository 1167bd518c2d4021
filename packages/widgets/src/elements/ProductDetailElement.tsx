import type { CartLine } from '@vitrine/sdk-core';
import { ProductDetail } from '../ProductDetail/ProductDetail.js';
import { dispatchFromHost, type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface ProductDetailElementProps extends ElementBaseProps {
  /** The product's id (`id_produit`). */
  productId?: number;
}

/**
 * `<vitrine-product-detail product-id="42">`: the product page. Sends `vitrine:add-to-cart`
 * (detail: the cart line) from the element when the shopper puts the item in the cart.
 */
export function ProductDetailElement({ productId, ...root }: ProductDetailElementProps) {
  return (
    <ElementRoot {...root}>
      <ProductDetail
        productId={Number(productId)}
        onAddToCart={(line: CartLine) => dispatchFromHost(root.container, 'vitrine:add-to-cart', line)}
      />
    </ElementRoot>
  );
}
