/**
 * A real not-found page in the page's language, with a way home (the spec's was a placeholder).
 * Outside a locale it shows the shell-less version in the client's language.
 */
import { Link, tokens, useCss, useT } from '@vitrine/widgets';
import { useContext } from 'react';
import { RenderedStatusContext } from '../pageSnapshot.js';
import { usePageMeta } from '../usePageMeta.js';

export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const t = useT();
  const { css } = useCss();
  usePageMeta(t('notFound.title'));
  // Rendered on the server, the page is sent as a 404, so crawlers drop the address.
  const rendered = useContext(RenderedStatusContext);
  if (rendered) rendered.notFound = true;
  // Inside the shell, the shell's <main> already holds the page.
  const Root = inShell ? 'section' : 'main';
  return (
    <Root
      className={css({
        minHeight: inShell ? '50vh' : '100vh',
        display: 'grid',
        placeContent: 'center',
        gap: 16,
        padding: 24,
        textAlign: 'center',
        fontFamily: tokens.font,
      })}
    >
      <p className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontSize: 72, color: tokens.accent })}>
        404
      </p>
      <h1 className={css({ margin: 0, fontFamily: tokens.fontDisplay, fontWeight: 400 })}>
        {t('notFound.title')}
      </h1>
      <p className={css({ margin: 0, color: tokens.muted })}>{t('notFound.text')}</p>
      <Link to={{ to: 'home' }} className={css({ color: tokens.ink, fontWeight: 600 })}>
        {t('notFound.home')}
      </Link>
    </Root>
  );
}
