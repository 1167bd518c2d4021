import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface CheckoutElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function CheckoutElement(props: CheckoutElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
