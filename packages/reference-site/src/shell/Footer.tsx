/**
 * The footer (spec §2): about, become a seller, help, FAQ, terms, privacy, contact (the site's own
 * pages, in the page's language), social links, the
 * accepted cards, the app badges, the country flag button opening the country picker and the
 * language selector. Changing either replaces that half of `{pays-langue}` and keeps the page.
 */
import { countryName, replaceCountry, replaceLanguage } from '@vitrine/sdk-core';
import { CountryDialog, LanguageSelector } from '@vitrine/widgets';
import { useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { InfoLink } from '../pages/info/InfoLink.js';
import { css, focusRing, Link, tokens, useSession, useT, useVitrineState, visuallyHidden } from '../ui.js';
import { useLocale } from '../useLocale.js';
import { CardLogos } from './CardLogos.js';

const SOCIAL = [
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: 'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01',
  },
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  },
  {
    name: 'Pinterest',
    href: 'https://www.pinterest.com/',
    icon: 'M12 3a9 9 0 00-3 17.5l1.5-6.5M9 13c0-3 2-5 4-5s3 1.5 3 3.5-1.5 4.5-3.5 4.5',
  },
] as const;

const heading = css({
  margin: '0 0 12px',
  fontSize: 12,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: tokens.muted,
});
const linkClass = css({ color: tokens.ink, textDecoration: 'none', lineHeight: 2, ...focusRing });

export function Footer() {
  const t = useT();
  const session = useSession();
  const locale = useLocale();
  const country = useVitrineState((state) => state.country);
  const [picking, setPicking] = useState(false);
  const countryLabel = country
    ? countryName(country.alpha2, locale.language, { fr: country.nom_fr_fr, en: country.nom_en_gb })
    : locale.country;
  // What the button shows; its accessible name says it too, so a voice command naming it finds it.
  const shownCountry = country ? `${countryLabel} · ${country.code_monnaie}` : locale.country;

  const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

  return (
    <footer
      className={css({
        display: 'grid',
        gap: 32,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        padding: '40px clamp(16px, 4vw, 48px)',
        marginTop: 48,
        borderTop: `1px solid ${tokens.line}`,
        background: tokens.subtle,
        fontSize: 14,
      })}
    >
      <section aria-labelledby="footer-vitrine">
        <h2 id="footer-vitrine" className={heading}>
          Vitrine
        </h2>
        <ul className={css({ listStyle: 'none', margin: 0, padding: 0 })}>
          <li>
            <InfoLink page="about" className={linkClass}>
              {t('site.footer.about')}
            </InfoLink>
          </li>
          <li>
            <Link className={linkClass} to={session ? { to: 'profile' } : { to: 'login' }}>
              {t('site.footer.becomeSeller')}
            </Link>
          </li>
          <li>
            <InfoLink page="help" className={linkClass}>
              {t('site.footer.help')}
            </InfoLink>
          </li>
          <li>
            <InfoLink page="faq" className={linkClass}>
              {t('site.footer.faq')}
            </InfoLink>
          </li>
          <li>
            <InfoLink page="terms" className={linkClass}>
              {t('site.footer.terms')}
            </InfoLink>
          </li>
          <li>
            <InfoLink page="privacy" className={linkClass}>
              {t('site.footer.privacy')}
            </InfoLink>
          </li>
          <li>
            <InfoLink page="contact" className={linkClass}>
              {t('site.footer.contact')}
            </InfoLink>
          </li>
        </ul>
      </section>

      <section aria-labelledby="footer-follow">
        <h2 id="footer-follow" className={heading}>
          {t('site.footer.follow')}
        </h2>
        <ul className={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 8 })}>
          {SOCIAL.map((network) => (
            <li key={network.name}>
              <a
                href={network.href}
                target="_blank"
                rel="noopener noreferrer"
                className={css({
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  color: tokens.ink,
                  ...focusRing,
                })}
              >
                <svg
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  aria-hidden="true"
                >
                  <path d={network.icon} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span className={css(visuallyHidden)}>{network.name}</span>
              </a>
            </li>
          ))}
        </ul>
        <h2 className={css([heading, { marginTop: 24 }])}>{t('site.footer.cards')}</h2>
        <CardLogos />
      </section>

      <section aria-labelledby="footer-apps">
        <h2 id="footer-apps" className={heading}>
          {t('site.footer.apps')}
        </h2>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: 8 })}>
          <a
            className={css({ ...badge })}
            href="https://apps.apple.com/"
            target="_blank"
            rel="noopener noreferrer"
          >
            App Store
          </a>
          <a
            className={css({ ...badge })}
            href="https://play.google.com/store/apps"
            target="_blank"
            rel="noopener noreferrer"
          >
            Google Play
          </a>
        </div>
      </section>

      <section aria-labelledby="footer-locale">
        <h2 id="footer-locale" className={heading}>
          {t('site.footer.country')}
        </h2>
        <button
          type="button"
          onClick={() => setPicking(true)}
          data-testid="country-button"
          aria-label={t('shell.country.open', { country: shownCountry })}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: 8,
            minHeight: 44,
            padding: '0 12px',
            border: `1px solid ${tokens.line}`,
            background: tokens.surface,
            font: 'inherit',
            cursor: 'pointer',
            ...focusRing,
          })}
        >
          <span aria-hidden="true" className={css({ fontSize: 20 })}>
            {country?.flag ?? '🏳️'}
          </span>
          {shownCountry}
        </button>
        <div className={css({ marginTop: 16 })}>
          <LanguageSelector
            value={locale.language}
            onChange={(language) => navigate(replaceLanguage(here(), language.alpha2, locale))}
          />
        </div>
        <CountryDialog
          open={picking}
          onClose={() => setPicking(false)}
          current={locale.country}
          onSelect={(chosen) => navigate(replaceCountry(here(), chosen.alpha2, locale))}
        />
      </section>

      <p className={css({ gridColumn: '1 / -1', margin: 0, color: tokens.muted, fontSize: 12 })}>
        © {new Date().getFullYear()} Vitrine. {t('site.footer.rights')}
      </p>
    </footer>
  );
}

const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 14px',
  borderRadius: 8,
  background: '#111',
  color: '#fff',
  textDecoration: 'none',
  fontSize: 13,
} as const;
