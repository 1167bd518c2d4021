import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface SellersElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function SellersElement(props: SellersElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
