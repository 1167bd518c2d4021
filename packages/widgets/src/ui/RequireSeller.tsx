/**
 * The seller's own screens ('Ajouter un article', 'Mes produits'): a visitor is asked to sign in,
 * and a signed-in buyer (not yet role kim) is sent to 'Mon profil' to become a seller, under the
 * screen's own heading.
 */
import type { ReactNode } from 'react';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { useCss } from '../styles/styleRoot.js';
import { outlineLink, tokens } from '../styles/tokens.js';
import { EmptyState } from './bits.js';
import { RequireSession } from './RequireSession.js';

export interface RequireSellerProps {
  /** The screen's heading, shown above the way to become a seller. */
  heading: ReactNode;
  children: ReactNode;
}

export function RequireSeller({ heading, children }: RequireSellerProps) {
  return (
    <RequireSession>
      <SellerGate heading={heading}>{children}</SellerGate>
    </RequireSession>
  );
}

function SellerGate({ heading, children }: RequireSellerProps) {
  const session = useSession();
  const t = useT();
  const { css } = useCss();
  if (session?.role === 'kim') return <>{children}</>;
  return (
    <section>
      {heading}
      <EmptyState title={t('account.addArticle.notSeller.title')}>
        <p className={css({ margin: 0, color: tokens.muted })}>{t('account.addArticle.notSeller.text')}</p>
        <Link to={{ to: 'profile' }} className={css(outlineLink)}>
          {t('account.addArticle.notSeller.action')}
        </Link>
      </EmptyState>
    </section>
  );
}
