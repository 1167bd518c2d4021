import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface BrandsElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function BrandsElement(props: BrandsElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
