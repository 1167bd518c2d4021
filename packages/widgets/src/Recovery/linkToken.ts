/**
 * The secret of an e-mail's link, read from the page's fragment (`#token=…`): a fragment is never
 * sent to a server, so the secret stays out of logs and `Referer` headers. Null outside a browser.
 */
export function linkTokenOfPage(): string | null {
  if (typeof location === 'undefined') return null;
  return new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
}
