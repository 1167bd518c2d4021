/**
 * The site's addresses in e-mails: every link an e-mail carries is built here, from the
 * contract's own paths (`pathFor`) at the site's configured address (PUBLIC_URL, never a
 * request's Host), in the canonical segment of the reader's language.
 */
import { type AppLanguageCode, CANONICAL_LOCALES, type Destination, pathFor } from '@vitrine/contract';
import type { ServerConfig } from '../config.js';

export function siteAddress(
  config: Pick<ServerConfig, 'publicUrl'>,
  destination: Destination,
  lng: AppLanguageCode,
): string {
  return `${config.publicUrl}${pathFor(destination, CANONICAL_LOCALES[lng])}`;
}
