import { useEffect, useState } from 'react';

/**
 * The secret of an e-mail's link, read from the page's fragment (`#token=…`): a fragment is never
 * sent to a server, so the secret stays out of logs and `Referer` headers. Null outside a browser.
 */
export function linkTokenOfPage(): string | null {
  if (typeof location === 'undefined') return null;
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
}

/**
 * Takes the secret out of the address bar and the history entry once it was read, so it is not
 * left for whoever uses the browser next, keeping the rest of the fragment and the entry's state.
 * Only where the page has a history to replace (a partner's page may run without one).
 */
export function forgetLinkTokenOfPage(): void {
  if (typeof location === 'undefined' || typeof history === 'undefined') return;
  if (typeof history.replaceState !== 'function') return;
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  if (!fragment.has('token')) return;
  fragment.delete('token');
  const rest = fragment.toString();
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest ? `#${rest}` : ''}`);
}

/**
 * The link's secret: `token` when given, else the page's (then taken out of the address bar once
 * read: after the first render, since React may call a state's initializer twice).
 */
export function useLinkToken(token: string | undefined): string | null {
  const [secret] = useState(() => token ?? linkTokenOfPage());
  const fromPage = token === undefined && secret !== null;
  useEffect(() => {
    if (fromPage) forgetLinkTokenOfPage();
  }, [fromPage]);
  return secret;
}
