/**
 * The login guard (spec §6): a visitor on a page that needs an account goes to the login page,
 * which brings them back here once signed in (the spec leaves where unsaid).
 */
import { useSession } from '@vitrine/widgets';
import { type ReactNode, useEffect } from 'react';
import { go } from './siteNavigation.js';

/** Navigation state the login page reads: where to return to after signing in. */
export interface LoginState {
  from?: string;
  is_register?: boolean;
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  useEffect(() => {
    if (session) return;
    const from = `${window.location.pathname}${window.location.search}`;
    go({ to: 'login' }, { replace: true, state: { from } satisfies LoginState });
  }, [session]);
  return session ? children : null;
}
