import { Payouts } from '../Payouts/Payouts.js';
import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface PayoutsElementProps extends ElementBaseProps {}

/**
 * `<vitrine-payouts>`: the signed-in seller's payouts — pending, in transit and paid, each sale's
 * price, commission and net in their currency, with a CSV download.
 */
export function PayoutsElement(props: PayoutsElementProps) {
  return (
    <ElementRoot {...props}>
      <Payouts />
    </ElementRoot>
  );
}
