import { Checkout, useT } from '@vitrine/widgets';
import { RequireLogin } from '../RequireLogin.js';
import { go } from '../siteNavigation.js';
import { usePageMeta } from '../usePageMeta.js';

export default function PaymentPage() {
  const t = useT();
  usePageMeta(t('site.titles.payment'));
  return (
    <RequireLogin>
      {/* The payment result travels to the review page as navigation state (spec §2). */}
      <Checkout onComplete={(result) => go({ to: 'review' }, { state: { result } })} />
    </RequireLogin>
  );
}
