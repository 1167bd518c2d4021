/**
 * A seller's public profile (spec §2 "Seller profile"): avatar, pseudo, product count and spoken
 * languages, a Contact button, and the tabs 'À propos' (the seller's text in their first
 * language), 'Produits' (their items), 'Avis' (buyers' reviews) and 'Activités récentes' (no activity feed exists yet, so
 * it says so rather than inventing one). An unknown seller gets a not-found state.
 */
import { countryName, SdkHttpError, spokenLanguageName } from '@vitrine/sdk-core';
import { useEffect, useId, useRef, useState } from 'react';
import { LazyContactDialog } from '../ContactDialog/LazyContactDialog.js';
import { useIntlLocale } from '../hooks/useIntlLocale.js';
import { useRemote } from '../hooks/useRemote.js';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { Link } from '../Link.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { LazyReviewList } from '../SellerReview/LazyReviewList.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, tokens } from '../styles/tokens.js';
import { Button } from '../ui/Button.js';
import { Avatar, EmptyState } from '../ui/bits.js';
import { Tabs } from '../ui/Tabs.js';
import { SellerAbout } from './SellerAbout.js';
import { SellerProducts } from './SellerProducts.js';

/** The profile's tabs. */
export type SellerProfileTab = 'about' | 'products' | 'reviews' | 'activity';

export interface SellerProfileProps {
  /** The seller's user id (the route's `id_vendeur`). */
  sellerId: number;
  /** The tab shown first. @default 'about' */
  defaultTab?: SellerProfileTab;
  /** Called with the seller's pseudo once the profile is read (e.g. to title the page). */
  onLoaded?(seller: { pseudo_profile: string }): void;
}

export function SellerProfile({ sellerId, defaultTab = 'about', onLoaded }: SellerProfileProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const session = useSession();
  const language = useVitrineState((state) => state.language);
  const locale = useIntlLocale();
  const titleId = useId();
  const [tab, setTab] = useState<SellerProfileTab>(defaultTab);
  const [contactOpen, setContactOpen] = useState(false);
  const seller = useRemote(() => client.sellers.get(sellerId), [client, sellerId], 'sellers/get');
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const pseudo = seller.status === 'ready' ? seller.data.data.pseudo_profile : null;
  useEffect(() => {
    if (pseudo) loaded.current?.({ pseudo_profile: pseudo });
  }, [pseudo]);

  if (seller.status === 'loading') return <LoadingState />;
  if (seller.status === 'error') {
    if (seller.error instanceof SdkHttpError && seller.error.status === 404) {
      return (
        <EmptyState title={t('sellers.profile.notFound')}>
          <p className={css({ margin: 0, color: tokens.muted })}>{t('sellers.profile.notFoundText')}</p>
          <Link to={{ to: 'sellers' }}>{t('sellers.profile.backToSellers')}</Link>
        </EmptyState>
      );
    }
    return <ErrorState remote={seller} message={seller.error.message} />;
  }

  const profile = seller.data.data;
  const joined = new Date(profile.date_inscription);
  const since = Number.isNaN(joined.getTime())
    ? null
    : new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(joined);
  const isSelf = session?.id_user === profile.id_user;

  return (
    <article
      aria-labelledby={titleId}
      className={`vitrine-root ${css({ containerType: 'inline-size', fontFamily: tokens.font, color: tokens.ink })}`}
    >
      <header
        className={css({
          display: 'grid',
          gap: 16,
          justifyItems: 'center',
          textAlign: 'center',
          paddingBottom: 24,
          [`@container (min-width: ${breakpoints.sm}px)`]: {
            gridTemplateColumns: 'auto 1fr auto',
            justifyItems: 'start',
            alignItems: 'center',
            textAlign: 'left',
          },
        })}
      >
        <Avatar src={profile.image_link_profile} size={96} />
        <div className={css({ display: 'grid', gap: 6, minWidth: 0 })}>
          <h1
            id={titleId}
            className={css({
              margin: 0,
              fontFamily: tokens.fontDisplay,
              fontWeight: 400,
              fontSize: 'clamp(26px, 4vw, 36px)',
              overflowWrap: 'anywhere',
            })}
          >
            {profile.pseudo_profile}
          </h1>
          <p className={css({ margin: 0, color: tokens.muted, fontSize: 14 })}>
            {countryName(profile.alpha2, language, { fr: profile.pays_fr, en: profile.pays_en })}
            {since && ` · ${t('sellers.profile.memberSince', { date: since })}`}
          </p>
          <p className={css({ margin: 0, fontSize: 14 })} data-testid="seller-product-count">
            {t('sellers.productCount', { count: profile.nombre_produit })}
          </p>
          {profile.langues.length > 0 && (
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' })}>
              <span id={`${titleId}-languages`} className={css({ fontSize: 13, color: tokens.muted })}>
                {t('sellers.profile.spokenLanguages')}
              </span>
              <ul
                aria-labelledby={`${titleId}-languages`}
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 6,
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                })}
              >
                {profile.langues.map((spoken) => (
                  <li
                    key={spoken.id}
                    className={css({
                      padding: '2px 10px',
                      border: `1px solid ${tokens.line}`,
                      borderRadius: 12,
                      fontSize: 13,
                    })}
                  >
                    {spokenLanguageName(spoken.alpha2, language, { fr: spoken.nom_fr, en: spoken.nom_en })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {!isSelf && <Button onClick={() => setContactOpen(true)}>{t('sellers.profile.contact')}</Button>}
      </header>
      <Tabs
        label={t('sellers.profile.tabsLabel', { pseudo: profile.pseudo_profile })}
        selected={tab}
        onSelect={setTab}
        items={[
          {
            key: 'about',
            label: t('sellers.profile.about'),
            panel: <SellerAbout sellerId={profile.id_user} spoken={profile.langues} />,
          },
          {
            key: 'products',
            label: t('sellers.profile.products'),
            panel: <SellerProducts sellerId={profile.id_user} pseudo={profile.pseudo_profile} />,
          },
          {
            key: 'reviews',
            label: t('reviews.title'),
            panel: <LazyReviewList sellerId={profile.id_user} />,
          },
          {
            key: 'activity',
            label: t('sellers.profile.activity'),
            panel: <EmptyState title={t('sellers.profile.noActivity')} />,
          },
        ]}
      />
      <LazyContactDialog
        open={contactOpen}
        onClose={() => setContactOpen(false)}
        receiver={profile}
        subject={t('sellers.profile.contactSubject', { pseudo: profile.pseudo_profile })}
      />
    </article>
  );
}
