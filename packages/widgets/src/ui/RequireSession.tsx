/**
 * The account screens need a signed-in user (spec §6): a visitor sees why, and a way to sign in,
 * instead of an error from the server.
 */
import type { ReactNode } from 'react';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { Link } from '../Link.js';
import { useCss } from '../styles/styleRoot.js';
import { outlineLink } from '../styles/tokens.js';
import { EmptyState } from './bits.js';

export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const t = useT();
  const { css } = useCss();
  if (session) return <>{children}</>;
  return (
    <EmptyState title={t('account.signedOut.title')}>
      <Link to={{ to: 'login' }} className={css(outlineLink)}>
        {t('account.signedOut.action')}
      </Link>
    </EmptyState>
  );
}
