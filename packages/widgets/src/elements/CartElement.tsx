import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface CartElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function CartElement(props: CartElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
