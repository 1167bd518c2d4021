import { type SdkError, SdkHttpError } from '@vitrine/sdk-core';
import type { useT } from '../hooks/useT.js';

/** What a link's page says when the server refuses: a spent or expired link, or what went wrong. */
export function refusalText(t: ReturnType<typeof useT>, error: SdkError): string {
  if (error instanceof SdkHttpError && error.status === 400 && /link/i.test(error.message)) {
    return t('auth.recovery.linkInvalid');
  }
  return t('auth.recovery.failed', { message: error.message });
}
