import { LINK_REFUSED_CODE, type SdkError, SdkHttpError } from '@vitrine/sdk-core';
import type { useT } from '../hooks/useT.js';

/**
 * What a link's page says when the server refuses: a link that does not work (used, expired,
 * replaced: the contract's code; or a secret not of our shape, refused on its `token` field), or
 * what went wrong.
 */
export function refusalText(t: ReturnType<typeof useT>, error: SdkError): string {
  const refusedLink =
    error instanceof SdkHttpError &&
    (error.body.code === LINK_REFUSED_CODE || (error.status === 400 && error.message.startsWith('token:')));
  if (refusedLink) {
    return t('auth.recovery.linkInvalid');
  }
  return t('auth.recovery.failed', { message: error.message });
}
