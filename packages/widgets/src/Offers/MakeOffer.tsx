/**
 * "Faire une offre" on the product page (an addition to the spec): the signed-in shopper proposes
 * a price for the chosen size in the currency they shop in; a visitor is sent to sign in first. It
 * shows only on an item on sale, and not to its seller. The form says the range the contract
 * allows — from the rule's share of the asking price to below it, converted by the money rules
 * as the server converts it — and checks it before sending; the server's refusals (the open
 * offers' limit, a day to wait after a decline) are said in words. Once sent, the time the
 * seller has to answer, and a link to "Mes offres".
 */
import {
  currencyDecimals,
  lowestOffer,
  type Offer,
  offerAmountIn,
  offerProblem,
  type ProductDetail,
  priceInMinorUnits,
} from '@vitrine/sdk-core';
import { useId, useState } from 'react';
import { useAction } from '../hooks/useAction.js';
import { useDateFormat } from '../hooks/useDateFormat.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useNavigation, useVitrine } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Field.js';
import { goTo } from '../ui/goTo.js';
import { amountFromText } from './offerAmountText.js';
import { offerErrorText } from './offerErrorText.js';
import { offersOf } from './offersOf.js';

export interface MakeOfferProps {
  detail: ProductDetail;
  /** The chosen size. */
  variantId: number;
}

export function MakeOffer({ detail, variantId }: MakeOfferProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const formId = useId();
  const formatDate = useDateFormat('dateTime');
  const navigation = useNavigation();
  const me = useVitrineState((state) => state.user?.id_user);
  const country = useVitrineState((state) => state.country);
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Offer | null>(null);
  const make = useAction((minor: number) => offersOf(client).make(variantId, minor));
  if (!country || me === detail.vendeur.id_user || !detail.verifie || detail.retire) return null;

  const currency = country.code_monnaie;
  const seller = { code_monnaie: detail.vendeur.code_monnaie, taux_change: detail.vendeur.taux_change };
  const asking = detail.prix.prix;
  const money = (minor: number, code: string) => client.formatMinorUnits(minor, code);
  const askingText = money(
    priceInMinorUnits({ prix_unitaire: asking, taux_change: seller.taux_change }, country),
    currency,
  );
  // The least offer in the shopper's currency, as the server writes it when refusing one.
  const least = offerAmountIn(
    {
      montant: lowestOffer(asking, seller.code_monnaie),
      devise: seller.code_monnaie,
      taux_change: seller.taux_change,
    },
    country,
  );

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setProblem(null);
    if (!amount.trim()) return setProblem(t('offers.errors.required'));
    const minor = amountFromText(amount, currency);
    if (minor === null) return setProblem(t('offers.errors.invalid', { example: money(12_345, currency) }));
    const forSeller = offerAmountIn(
      { montant: minor, devise: currency, taux_change: country.taux_change },
      seller,
    );
    const rule = offerProblem(forSeller, asking, seller.code_monnaie);
    if (rule === 'too_low') return setProblem(t('offers.errors.tooLow', { min: money(least, currency) }));
    if (rule) return setProblem(t('offers.errors.notBelow', { price: askingText }));
    const result = await make.run(minor);
    if (!result) return;
    if (result.error) return setProblem(offerErrorText(result.error, t, money, askingText));
    setSent(result.data);
    setOpen(false);
  };

  if (sent) {
    return (
      <div role="status" className={css({ display: 'grid', gap: 6, fontSize: 14 })}>
        <p className={css({ margin: 0 })} data-testid="offer-sent">
          {sent.etat === 'declined'
            ? t('offers.make.declined')
            : t('offers.make.sent', {
                amount: money(sent.montant, sent.devise),
                date: formatDate(sent.expires_at),
              })}
        </p>
        <Link to={{ to: 'offers' }} className={css({ color: tokens.ink, ...focusRing })}>
          {t('offers.make.seeAll')}
        </Link>
      </div>
    );
  }
  return (
    <div className={css({ display: 'grid', gap: 12 })}>
      <Button
        variant="secondary"
        fullWidth
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => (me ? setOpen(!open) : goTo(navigation, { to: 'login' }))}
      >
        {t('offers.make.open')}
      </Button>
      <form
        id={formId}
        hidden={!open}
        onSubmit={submit}
        noValidate
        aria-label={t('offers.make.title')}
        className={css({ display: 'grid', gap: 10 })}
      >
        <TextField
          label={t('offers.make.amount', { currency })}
          hint={t('offers.make.hint', { min: money(least, currency), price: askingText })}
          inputMode={currencyDecimals(currency) ? 'decimal' : 'numeric'}
          autoComplete="off"
          required
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={problem}
        />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 8 })}>
          <Button type="submit" busy={make.busy}>
            {t('offers.make.send')}
          </Button>
          <Button variant="quiet" onClick={() => setOpen(false)}>
            {t('offers.make.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
