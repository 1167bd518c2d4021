/** The profile's 'À propos' tab: the seller's text in their first (default) language (spec §2). */
import { type SpokenLanguage, spokenLanguageName } from '@vitrine/sdk-core';
import { useRemote } from '../hooks/useRemote.js';
import { useT } from '../hooks/useT.js';
import { useVitrineState } from '../hooks/useVitrineState.js';
import { useVitrine } from '../provider.js';
import { ErrorState, LoadingState } from '../RemoteState.js';
import { useCss } from '../styles/styleRoot.js';
import { tokens } from '../styles/tokens.js';
import { EmptyState } from '../ui/bits.js';

export interface SellerAboutProps {
  sellerId: number;
  /** The seller's spoken languages, to name the text's language and mark it up with `lang`. */
  spoken: readonly SpokenLanguage[];
}

export function SellerAbout({ sellerId, spoken }: SellerAboutProps) {
  const client = useVitrine();
  const t = useT();
  const { css } = useCss();
  const language = useVitrineState((state) => state.language);
  const texts = useRemote(
    () => client.sellers.languagesOf(sellerId),
    [client, sellerId],
    'sellers/languagesOf',
  );

  if (texts.status === 'loading') return <LoadingState />;
  if (texts.status === 'error') return <ErrorState remote={texts} message={texts.error.message} />;
  const first = texts.data.data.defaut;
  if (!first?.text_marketing.trim()) return <EmptyState title={t('sellers.profile.noAbout')} />;
  const written = spoken.find((entry) => entry.id === first.id);
  return (
    <div className={css({ display: 'grid', gap: 8, maxWidth: 720 })}>
      {written && (
        <span
          className={css({
            fontSize: 12,
            color: tokens.muted,
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
          })}
        >
          {spokenLanguageName(written.alpha2, language, { fr: written.nom_fr, en: written.nom_en })}
        </span>
      )}
      <p
        lang={written?.alpha2}
        data-testid="seller-about"
        className={css({ margin: 0, fontSize: 16, lineHeight: 1.6, whiteSpace: 'pre-line' })}
      >
        {first.text_marketing}
      </p>
    </div>
  );
}
