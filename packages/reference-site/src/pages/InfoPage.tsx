/**
 * The company pages — help, FAQ, terms of sale, privacy, contact, about — in the page's language,
 * rendered on the server like every page of the site. One page, the route's last segment naming
 * which; a side list leads from each to the others. Contact holds a form that reaches staff.
 */
import { INFO_PAGES, type InfoPage as InfoPageName } from '@vitrine/sdk-core';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { css, focusRing, tokens, useT, useVitrineState } from '../ui.js';
import { usePageMeta } from '../usePageMeta.js';
import { ContactForm } from './info/ContactForm.js';
import { InfoLink } from './info/InfoLink.js';
import { infoContent, SUPPORT_EMAIL } from './info/infoTexts.js';

const isInfoPage = (name: string): name is InfoPageName => (INFO_PAGES as readonly string[]).includes(name);

export default function InfoPage() {
  const [location] = useLocation();
  const name = location.split('/').filter(Boolean)[0] ?? '';
  const page: InfoPageName = isInfoPage(name) ? name : 'help';
  const language = useVitrineState((state) => state.language);
  const t = useT();
  const content = infoContent(language, page);
  const titleId = useId();
  usePageMeta(content.title, content.intro);

  return (
    <div
      className={css({
        display: 'grid',
        gap: 32,
        fontFamily: tokens.font,
        color: tokens.ink,
        '@media (min-width: 900px)': { gridTemplateColumns: '220px minmax(0, 1fr)' },
      })}
    >
      <nav aria-label={t('site.footer.pages')}>
        <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 })}>
          {INFO_PAGES.map((other) => (
            <li key={other}>
              <InfoLink
                page={other}
                current={other === page}
                className={css({
                  display: 'block',
                  padding: '10px 0',
                  color: tokens.ink,
                  textDecoration: other === page ? 'underline' : 'none',
                  fontWeight: other === page ? 600 : 400,
                  ...focusRing,
                })}
              >
                {infoContent(language, other).title}
              </InfoLink>
            </li>
          ))}
        </ul>
      </nav>
      <article aria-labelledby={titleId} className={css({ maxWidth: 720, lineHeight: 1.6 })}>
        <h1
          id={titleId}
          className={css({
            margin: '0 0 16px',
            fontFamily: tokens.fontDisplay,
            fontWeight: 400,
            fontSize: 36,
          })}
        >
          {content.title}
        </h1>
        <p className={css({ margin: '0 0 24px', fontSize: 17 })}>{content.intro}</p>
        {content.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={css({ margin: '24px 0 8px', fontSize: 18 })}>{section.heading}</h2>
            <p className={css({ margin: 0 })}>{section.text}</p>
          </section>
        ))}
        {page === 'contact' && <ContactForm language={language} />}
        {page === 'contact' && (
          <p className={css({ marginTop: 24 })}>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className={css({ color: tokens.ink, fontWeight: 600, ...focusRing })}
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        )}
      </article>
    </div>
  );
}
