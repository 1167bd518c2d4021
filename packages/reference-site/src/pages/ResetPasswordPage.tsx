/** Where a password-reset e-mail's link leads: the link's secret is in the fragment. */
import { ResetPassword, useT } from '@vitrine/widgets';
import { usePageMeta } from '../usePageMeta.js';

export default function ResetPasswordPage() {
  const t = useT();
  usePageMeta(t('auth.recovery.resetTitle'));
  return <ResetPassword />;
}
