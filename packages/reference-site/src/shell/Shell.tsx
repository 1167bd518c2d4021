/** The frame of every page (spec §2): top bar, navigation, drawer on phones, footer, snackbars. */
import { Snackbars } from '@vitrine/widgets';
import { type ReactNode, useState } from 'react';
import { css, focusRing, tokens, useT, visuallyHidden } from '../ui.js';
import { Drawer } from './Drawer.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { NavBar } from './NavBar.js';

export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const [menu, setMenu] = useState(false);
  return (
    <div
      className={css({
        minHeight: '100vh',
        display: 'grid',
        gridTemplateRows: 'auto auto 1fr auto',
        fontFamily: tokens.font,
        color: tokens.ink,
      })}
    >
      <a
        href="#main"
        className={css({
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            padding: 12,
            background: tokens.surface,
            zIndex: 2000,
            ...focusRing,
          },
        })}
      >
        {t('site.skipToContent')}
      </a>
      <Header onOpenMenu={() => setMenu(true)} />
      <NavBar />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content
          arrives late grows into empty space instead of pushing the footer (a layout shift). */}
      <main id="main" tabIndex={-1} className={css({ outline: 'none', minWidth: 0, minHeight: '100vh' })}>
        {children}
      </main>
      <Footer />
      <Drawer open={menu} onClose={() => setMenu(false)} />
      <Snackbars />
    </div>
  );
}
