import { SellerProfile } from '../SellerProfile/SellerProfile.js';
import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface SellerProfileElementProps extends ElementBaseProps {
  /** The seller's user id. */
  sellerId?: number;
}

/** `<vitrine-seller-profile seller-id="12">`: a seller's public profile. Nothing until `seller-id` is set. */
export function SellerProfileElement({ sellerId, ...root }: SellerProfileElementProps) {
  return (
    <ElementRoot {...root}>
      {sellerId ? <SellerProfile key={sellerId} sellerId={sellerId} /> : null}
    </ElementRoot>
  );
}
