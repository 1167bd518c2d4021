import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface SellerProfileElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function SellerProfileElement(props: SellerProfileElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
