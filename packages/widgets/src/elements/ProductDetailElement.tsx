import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface ProductDetailElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function ProductDetailElement(props: ProductDetailElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
