/** Where the link confirming a new e-mail address leads: the link's secret is in the fragment. */
import { ConfirmEmail, useT } from '@vitrine/widgets';
import { usePageMeta } from '../usePageMeta.js';

export default function ConfirmEmailPage() {
  const t = useT();
  usePageMeta(t('auth.recovery.confirmTitle'));
  return <ConfirmEmail />;
}
