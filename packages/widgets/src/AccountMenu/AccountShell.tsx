/**
 * The account area's frame (spec §2 "Account shell"): the menu on the left and the screen beside
 * it on wide screens, the folded menu above the screen on phones. A visitor is asked to sign in.
 */
import type { ReactNode } from 'react';
import { useCss } from '../styles/styleRoot.js';
import { breakpoints } from '../styles/tokens.js';
import { RequireSession } from '../ui/RequireSession.js';
import { AccountMenu, type AccountView } from './AccountMenu.js';

export interface AccountShellProps {
  current?: AccountView;
  onLoggedOut?(): void;
  children: ReactNode;
}

export function AccountShell({ current, onLoggedOut, children }: AccountShellProps) {
  const { css } = useCss();
  return (
    <div className={`vitrine-root ${css({ containerType: 'inline-size' })}`}>
      <RequireSession>
        <div
          className={css({
            display: 'grid',
            gap: 24,
            [`@container (min-width: ${breakpoints.md}px)`]: {
              gridTemplateColumns: '240px minmax(0, 1fr)',
              alignItems: 'start',
              gap: 40,
            },
          })}
        >
          <AccountMenu current={current} onLoggedOut={onLoggedOut} />
          <div className={css({ minWidth: 0 })}>{children}</div>
        </div>
      </RequireSession>
    </div>
  );
}
