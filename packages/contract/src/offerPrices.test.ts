import { describe, expect, it } from 'vitest';
import { offerAmountIn } from './offerPrices.js';
import { lowestOffer, lowestOfferIn, offerProblem } from './offerRules.js';

const CURRENCIES = [
  { code_monnaie: 'EUR', taux_change: 1 },
  { code_monnaie: 'GBP', taux_change: 0.8571 },
  { code_monnaie: 'JPY', taux_change: 162.37 },
  { code_monnaie: 'USD', taux_change: 1.0843 },
  { code_monnaie: 'KRW', taux_change: 1467.2 },
  { code_monnaie: 'CHF', taux_change: 0.9412 },
];

describe('lowestOfferIn', () => {
  it('is the smallest amount in the buyer’s currency the rule accepts, for every pair and many prices', () => {
    for (const seller of CURRENCIES) {
      for (const buyer of CURRENCIES) {
        for (let n = 0; n < 300; n++) {
          const asking =
            seller.code_monnaie === 'JPY' || seller.code_monnaie === 'KRW' ? 9_000 + n * 37 : 90 + n * 1.37;
          const least = lowestOfferIn(asking, seller, buyer);
          const inSeller = (minor: number) =>
            offerAmountIn(
              { montant: minor, devise: buyer.code_monnaie, taux_change: buyer.taux_change },
              seller,
            );
          expect(offerProblem(inSeller(least), asking, seller.code_monnaie)).toBeNull();
          expect(inSeller(least - 1)).toBeLessThan(lowestOffer(asking, seller.code_monnaie));
        }
      }
    }
  });
});
