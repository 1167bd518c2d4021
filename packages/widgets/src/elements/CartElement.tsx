import { Cart } from '../Cart/Cart.js';
import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface CartElementProps extends ElementBaseProps {}

/**
 * `<vitrine-cart>`: the cart page. 'Proceder au payement' asks the host page with
 * `vitrine:navigate` (destination `payment`); every change of the cart's size is told with
 * `vitrine:cart-change`.
 */
export function CartElement(props: CartElementProps) {
  return (
    <ElementRoot {...props}>
      <Cart />
    </ElementRoot>
  );
}
