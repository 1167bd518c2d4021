import { useEffect, useState } from 'react';
import { useSession } from '../hooks/useSession.js';
import { useT } from '../hooks/useT.js';
import { LoginPage } from '../Login/LoginPage.js';
import { useNavigation } from '../provider.js';
import { useCss } from '../styles/styleRoot.js';
import { type ElementBaseProps, ElementRoot } from './ElementRoot.js';

export interface LoginElementProps extends ElementBaseProps {
  /** Present (and not "false"): opens on the sign-up form. */
  register?: string;
}

/**
 * A boolean attribute as HTML means it — present or not. react-to-web-component ignores an empty
 * value (`<vitrine-login register>`), so the host element is read and watched directly.
 */
function useFlagAttribute(container: Node | undefined, name: string): boolean {
  const host =
    typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot
      ? container.host
      : (container as Element | undefined);
  const read = () => {
    const value = host?.getAttribute(name);
    return value !== null && value !== undefined && value !== 'false';
  };
  const [flag, setFlag] = useState(read);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` only reads `host` and `name`.
  useEffect(() => {
    if (!host) return;
    setFlag(read());
    const observer = new MutationObserver(() => setFlag(read()));
    observer.observe(host, { attributes: true, attributeFilter: [name] });
    return () => observer.disconnect();
  }, [host, name]);
  return flag;
}

function LoginScreen({ register }: { register: boolean }) {
  const session = useSession();
  const navigation = useNavigation();
  const t = useT();
  const { css } = useCss();
  if (session) {
    return (
      <p role="status" className={`vitrine-root ${css({ margin: 0 })}`}>
        {t('auth.signedInAs', { pseudo: session.pseudo })}
      </p>
    );
  }
  return (
    <div className="vitrine-root">
      <LoginPage
        register={register}
        // ElementRoot tells the page `vitrine:login`; where to go next is offered as `vitrine:navigate`.
        onSignedIn={({ seller }) => navigation.navigate?.({ to: seller ? 'profile' : 'home' })}
      />
    </div>
  );
}

/** `<vitrine-login register>`: sign-in and sign-up; dispatches `vitrine:login` once signed in. */
export function LoginElement({ register: _attribute, ...root }: LoginElementProps) {
  const register = useFlagAttribute(root.container, 'register');
  return (
    <ElementRoot {...root}>
      <LoginScreen register={register} />
    </ElementRoot>
  );
}
