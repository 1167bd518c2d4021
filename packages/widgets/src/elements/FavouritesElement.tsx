import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface FavouritesElementProps extends ElementBaseProps {}

/** Placeholder while the screen is built: the element is registered, its screen comes next. */
export function FavouritesElement(props: FavouritesElementProps) {
  return <ElementRoot {...props}>{null}</ElementRoot>;
}
