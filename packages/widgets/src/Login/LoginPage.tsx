/**
 * The login page (spec §2 "Login and sign-up"): on wide screens 'Déjà client' and 'Créer un compte'
 * side by side; on phones two tabs, 'S'identifier' and 'Créer un compte'. `register` (the spec's
 * is_register navigation state) selects the sign-up tab. What a visitor pressed before being sent
 * here ('Ajouter au panier', 'Love') is done once they are signed in, before the page moves on.
 *
 * Both forms stay mounted and the layout is a container query, so the page adapts to the space a
 * host gives it, renders right on a server, and nothing typed is lost when switching tabs. That is
 * also why the tabs are drawn here rather than with ui/Tabs, which mounts only the selected panel.
 */
import { useEffect, useId, useState } from 'react';
import { useRovingFocus } from '../hooks/useRovingFocus.js';
import { useT } from '../hooks/useT.js';
import { useNavigation, useVitrine } from '../provider.js';
import { fulfilIntent } from '../shared/pendingIntent.js';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints, focusRing, tokens } from '../styles/tokens.js';
import { goTo } from '../ui/goTo.js';
import { LoginForm } from './LoginForm.js';
import { SignupForm } from './SignupForm.js';

export interface LoginPageProps {
  /** Opens on the sign-up form (the spec's is_register state). @default false */
  register?: boolean;
  /**
   * Called once signed in or signed up; `seller` when the new user ticked 'Je veux vendre'.
   * @default goes home, or to the profile page (the seller onboarding) for a new seller
   */
  onSignedIn?(result: { seller: boolean }): void;
}

type Panel = 'signIn' | 'signUp';
const PANELS: readonly Panel[] = ['signIn', 'signUp'];

export function LoginPage({ register = false, onSignedIn }: LoginPageProps) {
  const t = useT();
  const { css } = useCss();
  const navigation = useNavigation();
  const client = useVitrine();
  const id = useId();
  const [selected, setSelected] = useState<Panel>(register ? 'signUp' : 'signIn');
  const roving = useRovingFocus(PANELS, 'row', setSelected);

  useEffect(() => setSelected(register ? 'signUp' : 'signIn'), [register]);

  const signedIn = async (seller: boolean) => {
    await fulfilIntent(client, { added: t('product.added') });
    if (onSignedIn) onSignedIn({ seller });
    else goTo(navigation, { to: seller ? 'profile' : 'home' });
  };

  const wide = `@container (min-width: ${breakpoints.sm}px)`;
  return (
    <div className={css({ containerType: 'inline-size' })}>
      <div
        role="tablist"
        aria-label={t('auth.tabs.label')}
        className={css({
          display: 'flex',
          borderBottom: `1px solid ${tokens.line}`,
          marginBottom: 20,
          [wide]: { display: 'none' },
        })}
      >
        {PANELS.map((panel) => (
          <button
            key={panel}
            ref={roving.itemRef(panel)}
            type="button"
            role="tab"
            id={`${id}-${panel}-tab`}
            aria-selected={panel === selected}
            aria-controls={`${id}-${panel}`}
            tabIndex={panel === selected ? 0 : -1}
            onClick={() => setSelected(panel)}
            onKeyDown={(event) => roving.onKeyDown(event, PANELS.indexOf(selected))}
            className={css({
              flex: 1,
              padding: '12px 8px',
              border: 0,
              borderBottom: `2px solid ${panel === selected ? tokens.ink : 'transparent'}`,
              background: 'transparent',
              color: panel === selected ? tokens.ink : tokens.muted,
              font: 'inherit',
              fontWeight: panel === selected ? 600 : 400,
              cursor: 'pointer',
              ...focusRing,
            })}
          >
            {t(panel === 'signIn' ? 'auth.tabs.signIn' : 'auth.tabs.signUp')}
          </button>
        ))}
      </div>
      <div
        className={css({
          display: 'grid',
          gap: 40,
          [wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
        })}
      >
        {PANELS.map((panel) => (
          <section
            key={panel}
            id={`${id}-${panel}`}
            data-testid={`login-${panel}`}
            data-selected={panel === selected}
            className={css({
              minWidth: 0,
              // Phones show the selected tab's form only; wide screens show both.
              display: panel === selected ? 'block' : 'none',
              [wide]: { display: 'block' },
            })}
          >
            {panel === 'signIn' ? (
              <LoginForm onSignedIn={() => void signedIn(false)} />
            ) : (
              <SignupForm onSignedIn={({ seller }) => void signedIn(seller)} />
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
