/**
 * The offers between the user and the other person of a conversation, as Vinted shows them in
 * its chat: those still waiting for an answer and those accepted, kept live, with the buttons of
 * the party who answers. Nothing shows when there are none.
 */
import { useId } from 'react';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useCss } from '../styles/styleRoot.js';
import { OfferCard } from './OfferCard.js';
import { useMyOffers } from './useMyOffers.js';

export function ThreadOffers({ otherId }: { otherId: number }) {
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const me = useVitrineState((state) => state.user?.id_user);
  const { offers, remember } = useMyOffers();
  const shown = offers.filter(
    (offer) =>
      (offer.etat === 'open' || offer.etat === 'accepted') &&
      ((offer.id_user === me && offer.id_vendeur === otherId) ||
        (offer.id_vendeur === me && offer.id_user === otherId)),
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={css({ display: 'grid', gap: 8 })}>
      <h3 id={titleId} className={css({ margin: 0, fontSize: 15 })}>
        {t('offers.list.inThread')}
      </h3>
      <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 })}>
        {shown.map((offer) => (
          <li key={offer.id_offre}>
            <OfferCard offer={offer} onMoved={remember} headingLevel={4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
