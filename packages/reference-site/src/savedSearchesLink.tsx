/**
 * 'Mes recherches enregistrées' is a page of the site alone, as the company pages are: the account
 * menu and the path builder every embedded element carries do not name it, so the site names it
 * here, once, for its route and its links.
 */
import { buildLocaleSegment } from '@vitrine/sdk-core';
import { Link } from 'wouter';
import { css, focusRing, tokens, useT } from './ui.js';
import { useLocale } from './useLocale.js';

/** The page's path under the account area (`/useraccount`). */
export const SAVED_SEARCHES_PATH = '/recherches';

/** A link to the shopper's saved searches, from anywhere in the site. */
export function SavedSearchesLink() {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={css({ margin: '24px 0 0', fontSize: 14 })}>
      {/* `~` leaves the nested route's base: the path is written from the site's root. */}
      <Link
        href={`~/${buildLocaleSegment(locale)}/useraccount${SAVED_SEARCHES_PATH}`}
        className={css({ color: tokens.ink, ...focusRing })}
      >
        {t('catalog.savedSearches.title')}
      </Link>
    </p>
  );
}
