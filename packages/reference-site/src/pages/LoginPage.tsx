/**
 * Sign-in and sign-up. `is_register` in the navigation state opens sign-up (spec §2); a user the
 * login guard sent here goes back where they were; a new seller goes on to the onboarding.
 */
import { LoginPage as LoginScreen, useT } from '@vitrine/widgets';
import { navigate, useHistoryState } from 'wouter/use-browser-location';
import type { LoginState } from '../RequireLogin.js';
import { go } from '../siteNavigation.js';
import { usePageMeta } from '../usePageMeta.js';

export default function LoginPage() {
  const t = useT();
  const state = useHistoryState<LoginState | null>();
  usePageMeta(t('site.titles.login'));
  return (
    <LoginScreen
      key={state?.is_register ? 'register' : 'login'}
      register={Boolean(state?.is_register)}
      onSignedIn={({ seller }) => {
        if (seller) go({ to: 'profile' });
        else if (state?.from?.startsWith('/')) navigate(state.from, { replace: true });
        else go({ to: 'home' });
      }}
    />
  );
}
