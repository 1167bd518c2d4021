/**
 * Where the links confirming an e-mail address lead (a new address's, the sign-up's): the link's
 * secret is in the fragment.
 */
import { ConfirmEmail, useT } from '@vitrine/widgets';
import { usePageMeta } from '../usePageMeta.js';

export default function ConfirmEmailPage() {
  const t = useT();
  usePageMeta(t('auth.recovery.confirmTitle'));
  return <ConfirmEmail />;
}
