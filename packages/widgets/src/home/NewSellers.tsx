/**
 * Sellers who joined last, each linking to their profile (spec §1 "newly joined sellers"), with
 * their country in the interface language.
 */
import { countryName } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { focusRing, tokens } from '../styles/tokens.js';
import { SectionTitle } from './SectionTitle.js';

/** Sellers the home shows. */
export const NEW_SELLERS_SIZE = 8;

export function NewSellers() {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const titleId = useId();
  const language = useVitrineState((state) => state.language);
  const sellers = useRemote(
    (signal) => client.sellers.newest({ limit: NEW_SELLERS_SIZE, signal }),
    [client],
    'sellers/newest',
  );

  return (
    <section
      aria-labelledby={titleId}
      className={`vitrine-root ${css({ fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <SectionTitle id={titleId}>{t('home.newSellers')}</SectionTitle>
      {sellers.status === 'loading' && <LoadingState />}
      {sellers.status === 'error' && <ErrorState remote={sellers} />}
      {sellers.status === 'ready' && (
        <ul
          className={css({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 16,
            gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
          })}
        >
          {sellers.data.data.map(({ user }) => (
            <li key={user.id_user}>
              <Link
                to={{ to: 'seller', id_vendeur: user.id_user }}
                className={css({
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 6,
                  padding: 16,
                  textAlign: 'center',
                  border: `1px solid ${tokens.line}`,
                  color: 'inherit',
                  textDecoration: 'none',
                  ...focusRing,
                })}
              >
                <img
                  src={client.mediaUrl(user.image_link_profile)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className={css({ width: 72, height: 72, borderRadius: '50%', background: tokens.subtle })}
                />
                <strong className={css({ fontSize: 14, overflowWrap: 'anywhere' })}>
                  {user.pseudo_profile}
                </strong>
                <span className={css({ fontSize: 13, color: tokens.muted })}>
                  {countryName(user.alpha2, language, { fr: user.pays_fr, en: user.pays_en })}
                </span>
                <span className={css({ fontSize: 12, color: tokens.muted })}>
                  {t('home.productsCount', { count: user.nombre_produit })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
