import { Favourites } from '../Favourites/Favourites.js';
import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface FavouritesElementProps extends ElementBaseProps {}

/** `<vitrine-favourites>`: the signed-in user's favourites, hearts included. */
export function FavouritesElement(props: FavouritesElementProps) {
  return (
    <ElementRoot {...props}>
      <Favourites />
    </ElementRoot>
  );
}
